import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, SEARCH_TOTAL_CAP, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import type { OwnProfile, UserQueries } from '../application/queries/user-queries.js';
import type { AdminUserView } from '../domain/user.js';
import type { AdminUserListItem, AdminUserPage } from '../public/admin-user-list.query.js';
import type { CustomerContact } from '../public/get-customer-contact.query.js';
import { customerSearchCondition } from './customer-search.js';

const KEYSET = new Keyset('admin-users', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

/** What the back office sees of a user: the columns of AdminUserView. */
const ADMIN_VIEW = `id, customer_id, email, first_name, last_name, role, is_active, login_restricted, transaction_restricted, restriction_reason`;

interface AdminViewRow {
  id: string; customer_id: string; email: string; first_name: string; last_name: string; role: 'user' | 'admin';
  is_active: boolean; login_restricted: boolean; transaction_restricted: boolean; restriction_reason: string | null;
}
interface ListRow extends AdminViewRow { phone: string | null; last_login_at: Date | null; created_at: Date; keyset_0: string; keyset_1: string }
interface ProfileRow extends AdminViewRow {
  phone: string | null; date_of_birth: string | null; address: string | null; is_verified: boolean; last_login_at: Date | null; previous_login_at: Date | null; created_at: Date;
  pending_email: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The reads of users, over identity.users only. The list's indexes and statistics: docs/decisions/admin-lists-and-search.md. */
@Injectable()
export class SqlUserQueries implements UserQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async ownProfile(userId: string): Promise<OwnProfile | null> {
    const [r] = await sql<ProfileRow>(this.em,
      `select ${ADMIN_VIEW}, phone, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, address, is_verified, last_login_at, previous_login_at, created_at, pending_email
       from identity.users where id = $1`, [userId]);
    if (!r) return null;
    return {
      id: r.id, customerId: r.customer_id, email: r.email, firstName: r.first_name, lastName: r.last_name, phone: r.phone,
      dateOfBirth: r.date_of_birth, address: r.address, role: r.role, isVerified: r.is_verified, isActive: r.is_active,
      loginRestricted: r.login_restricted, transactionRestricted: r.transaction_restricted, restrictionReason: r.restriction_reason,
      lastLoginAt: iso(r.last_login_at), previousLoginAt: iso(r.previous_login_at), createdAt: new Date(r.created_at).toISOString(),
      pendingEmail: r.pending_email,
    };
  }

  async contact(userId: string): Promise<CustomerContact | null> {
    const [r] = await sql<{ first_name: string; last_name: string; address: string | null; email: string }>(this.em,
      `select first_name, last_name, address, email from identity.users where id = $1`, [userId]);
    return r ? { firstName: r.first_name, lastName: r.last_name, address: r.address, email: r.email } : null;
  }

  async pageForAdmin(search: string | undefined, page: CursorQuery): Promise<AdminUserPage> {
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
      sql<ListRow>(this.em,
        `select ${ADMIN_VIEW}, phone, last_login_at, created_at, ${KEYSET.select}
         from identity.users where ${where} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params, planning),
      position === null ? cappedCount(this.em, `from identity.users where ${where}`, filterParams, term ? SEARCH_TOTAL_CAP : PAGE_TOTAL_CAP, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): AdminUserListItem => ({
      ...adminView(r, false), phone: r.phone, lastLoginAt: iso(r.last_login_at), createdAt: new Date(r.created_at).toISOString(),
    }), total);
  }

  async forAdmin(userId: string): Promise<AdminUserView | null> {
    const [r] = await sql<AdminViewRow>(this.em, `select ${ADMIN_VIEW} from identity.users where id = $1`, [userId]);
    return r ? adminView(r, false) : null;
  }

  async countCustomers(): Promise<number> {
    const [row] = await sql<{ n: string }>(this.em, `select count(*)::text as n from identity.users where role = 'user' and deleted_at is null`);
    return Number(row.n);
  }

  async activeAdministratorIds(): Promise<string[]> {
    const rows = await sql<{ id: string }>(this.em, `select id from identity.users where role = 'admin' and is_active and deleted_at is null order by created_at limit 100`);
    return rows.map((r) => r.id);
  }

  async idOfCustomer(customerId: string): Promise<string | null> {
    const [row] = await sql<{ id: string }>(this.em, `select id from identity.users where customer_id = $1`, [customerId]);
    return row?.id ?? null;
  }
}

function adminView(r: AdminViewRow, deleted: boolean): AdminUserView {
  return {
    id: r.id, customerId: r.customer_id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role,
    isActive: r.is_active, loginRestricted: r.login_restricted, transactionRestricted: r.transaction_restricted,
    restrictionReason: r.restriction_reason, deleted,
  };
}
