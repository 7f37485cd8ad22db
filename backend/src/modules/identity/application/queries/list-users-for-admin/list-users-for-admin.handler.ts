import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, SEARCH_TOTAL_CAP } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { ListUsersForAdmin, type AdminUserListItem, type AdminUserPage } from '../../../public/admin-user-list.query.js';
import { customerSearchCondition } from '../../../public/customer-search-condition.js';

const KEYSET = new Keyset('admin-users', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

interface Row {
  id: string; customer_id: string; email: string; first_name: string; last_name: string; phone: string | null; role: 'user' | 'admin';
  is_active: boolean; login_restricted: boolean; transaction_restricted: boolean; restriction_reason: string | null;
  last_login_at: Date | null; created_at: Date; keyset_0: string; keyset_1: string;
}

@QueryHandler(ListUsersForAdmin)
export class ListUsersForAdminHandler implements IQueryHandler<ListUsersForAdmin, AdminUserPage> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ search, page }: ListUsersForAdmin): Promise<AdminUserPage> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const term = search?.trim();
    const params: unknown[] = [];
    let where = 'deleted_at is null';
    if (term) where += ` and ${customerSearchCondition(term, params)}`;
    const filterParams = [...params];
    // A search's best plan depends on the term (rare: its index; common: the list's order).
    const planning = { planEachCall: Boolean(term) };
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select id, customer_id, email, first_name, last_name, phone, role, is_active, login_restricted, transaction_restricted,
                restriction_reason, last_login_at, created_at, ${KEYSET.select}
         from identity.users where ${where} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params, planning),
      position === null ? cappedCount(this.em, `from identity.users where ${where}`, filterParams, term ? SEARCH_TOTAL_CAP : PAGE_TOTAL_CAP, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): AdminUserListItem => ({
      id: r.id, customerId: r.customer_id, email: r.email, firstName: r.first_name, lastName: r.last_name, phone: r.phone, role: r.role,
      isActive: r.is_active, loginRestricted: r.login_restricted, transactionRestricted: r.transaction_restricted,
      restrictionReason: r.restriction_reason, deleted: false,
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null, createdAt: new Date(r.created_at).toISOString(),
    }), total);
  }
}
