import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, SEARCH_TOTAL_CAP } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { customerSearchCondition } from '../../../../identity/public/customer-search-condition.js';
import { ListAccountsForAdmin, type AdminAccountListItem, type AdminAccountPage } from '../../../public/admin-account-list.query.js';

const NEWEST_FIRST = new Keyset('admin-accounts', [{ sql: 'a.created_at', type: 'timestamptz' }, { sql: 'a.id', type: 'uuid' }]);
/**
 * A number search lists in number order, on the index that also serves the prefix: newest first,
 * PostgreSQL would walk the creation order filtering every account when the prefix is common.
 */
const BY_NUMBER = new Keyset('admin-accounts-by-number', [{ sql: '(a.account_number collate "C")', type: 'text' }], 'asc');

interface Row {
  id: string; user_id: string; account_number: string; account_type: AdminAccountListItem['accountType']; currency: string; balance: string;
  credit_limit: string | null; is_active: string; created_at: Date; customer_id: string; first_name: string; last_name: string;
  keyset_0: string; keyset_1: string;
}

/** Reads the holder's name with the account, as findAccounts does (one join, by primary key). */
@QueryHandler(ListAccountsForAdmin)
export class ListAccountsForAdminHandler implements IQueryHandler<ListAccountsForAdmin, AdminAccountPage> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ search, page }: ListAccountsForAdmin): Promise<AdminAccountPage> {
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const term = search?.trim();
    // A number or its start: the number index, in number order; otherwise the holder (identity's customer search).
    const isNumber = term !== undefined && /^\d+$/.test(term);
    const keyset = isNumber ? BY_NUMBER : NEWEST_FIRST;
    const position = this.cursors.decode(keyset, page.cursor);
    const params: unknown[] = [];
    let where = 'a.user_id is not null and a.closed_at is null';
    if (isNumber) {
      params.push(`${term}%`);
      where += ` and (a.account_number collate "C") like $1`;
    } else if (term) {
      where += ` and a.user_id in (select id from identity.users where deleted_at is null and ${customerSearchCondition(term, params)})`;
    }
    const filterParams = [...params];
    // A search's best plan depends on the term (rare: its index; common: the list's order).
    const planning = { planEachCall: Boolean(term) };
    const after = keyset.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.balance::text as balance, a.credit_limit::text as credit_limit,
                a.is_active, a.created_at, u.customer_id, u.first_name, u.last_name, ${keyset.select}
         from accounts.accounts a join identity.users u on u.id = a.user_id where ${where} and ${after} order by ${keyset.orderBy} limit ${limit + 1}`, params, planning),
      // Counted without the holder: every customer account has one, and joining 10,000 of them costs 30 times the count.
      position === null ? cappedCount(this.em, `from accounts.accounts a where ${where}`, filterParams, term ? SEARCH_TOTAL_CAP : PAGE_TOTAL_CAP, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(keyset, rows, limit, (r): AdminAccountListItem => ({
      id: r.id, userId: r.user_id, accountNumber: r.account_number, accountType: r.account_type, currency: r.currency, balance: r.balance,
      creditLimit: r.credit_limit, isActive: r.is_active === 'true', customerId: r.customer_id, customerName: `${r.first_name} ${r.last_name}`,
      createdAt: new Date(r.created_at).toISOString(),
    }), total);
  }
}
