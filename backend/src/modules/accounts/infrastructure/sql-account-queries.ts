import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, SEARCH_TOTAL_CAP, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import { isUuid } from '../../../shared/ids.js';
import { accountName } from '../application/account-name.js';
import type { AccountQueries, OwnAccountRow } from '../application/ports/account-queries.js';
import type { AccountHolder } from '../public/account-holders.query.js';
import type { AccountSummary } from '../public/accounts.api.js';
import type { AdminAccountListItem, AdminAccountPage } from '../public/admin-account-list.query.js';
import type { AdminAccountView, CustomerBalances } from '../public/admin-accounts.api.js';

const NEWEST_FIRST = new Keyset('admin-accounts', [{ sql: 'a.created_at', type: 'timestamptz' }, { sql: 'a.id', type: 'uuid' }]);
/**
 * A number search lists in number order, on the index that also serves the prefix: newest first,
 * PostgreSQL would walk the creation order filtering every account when the prefix is common.
 */
const BY_NUMBER = new Keyset('admin-accounts-by-number', [{ sql: '(a.account_number collate "C")', type: 'text' }], 'asc');

const ADMIN_COLUMNS = `a.id, a.user_id, a.account_number, a.account_type, a.currency, a.balance::text as balance, a.credit_limit::text as credit_limit, a.is_active, a.created_at`;
type AdminRow = { id: string; user_id: string; account_number: string; account_type: AdminAccountView['accountType']; currency: string; balance: string; credit_limit: string | null; is_active: string; created_at: Date };
const adminView = (r: AdminRow): AdminAccountView => ({
  id: r.id, userId: r.user_id, accountNumber: r.account_number, accountType: r.account_type, currency: r.currency,
  balance: r.balance, creditLimit: r.credit_limit, isActive: r.is_active === 'true', createdAt: new Date(r.created_at).toISOString(),
});

/**
 * The back office's customer search over the holders: the customer id by its start or any part of
 * the name or email, ignoring case. The two sides have their own indexes and statistics (migration
 * 20261128000100), so PostgreSQL can tell a rare term (read from the index) from a common one (read in
 * the list's order). Pushes its two values onto `params`.
 */
function holderSearch(term: string, params: unknown[]): string {
  const literal = term.toLowerCase().replace(/[\\%_]/g, '\\$&');
  params.push(`${literal}%`, `%${literal}%`);
  // lower(customer_id) must stay equal to its index's and statistics' expression.
  return `(lower(h.customer_id) like $${params.length - 1} or h.search_text like $${params.length})`;
}

/** Accounts' reads, over accounts' own tables: accounts, and the account_holders projection for names. */
@Injectable()
export class SqlAccountQueries implements AccountQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async findAccounts(by: { ids: string[]; accountNumbers: string[] }): Promise<AccountSummary[]> {
    const ids = by.ids.filter(isUuid);
    if (ids.length === 0 && by.accountNumbers.length === 0) return [];
    const rows = await sql<{ id: string; user_id: string; account_number: string; account_type: AccountSummary['accountType']; currency: string; is_active: string; first_name: string | null; last_name: string | null }>(this.em,
      `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.is_active, h.first_name, h.last_name
       from accounts.accounts a left join accounts.account_holders h on h.user_id = a.user_id
       where (a.id = any($1::uuid[]) or a.account_number = any($2::text[])) and a.user_id is not null and a.closed_at is null`, [ids, by.accountNumbers]);
    return rows.map((row) => ({
      id: row.id, userId: row.user_id, accountNumber: row.account_number, accountType: row.account_type, currency: row.currency,
      isActive: row.is_active === 'true', accountName: accountName(row.first_name, row.last_name, row.account_type),
    }));
  }

  async ownAccounts(userId: string): Promise<OwnAccountRow[]> {
    if (!isUuid(userId)) return [];
    const rows = await sql<{
      id: string; user_id: string; account_number: string; account_type: OwnAccountRow['accountType']; currency: string; balance: string;
      credit_limit: string | null; is_active: string; created_at: Date; updated_at: Date; first_name: string | null; last_name: string | null;
    }>(this.em,
      `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.balance::text as balance, a.credit_limit::text as credit_limit,
              a.is_active, a.created_at, a.updated_at, h.first_name, h.last_name
       from accounts.accounts a left join accounts.account_holders h on h.user_id = a.user_id
       where a.user_id = $1 and a.closed_at is null
       order by case a.account_type when 'checking' then 1 when 'savings' then 2 else 3 end, a.created_at`, [userId]);
    return rows.map((r) => ({
      id: r.id, userId: r.user_id, accountNumber: r.account_number, accountType: r.account_type, currency: r.currency, balance: r.balance,
      creditLimit: r.credit_limit, isActive: r.is_active === 'true', createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
      holder: r.first_name === null ? null : { firstName: r.first_name, lastName: r.last_name ?? '' },
    }));
  }

  async listForAdmin(search: string | undefined, page: CursorQuery): Promise<AdminAccountPage> {
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const term = search?.trim();
    // A number or its start: the number index, in number order; otherwise the holder.
    const isNumber = term !== undefined && /^\d+$/.test(term);
    const keyset = isNumber ? BY_NUMBER : NEWEST_FIRST;
    const position = this.cursors.decode(keyset, page.cursor);
    const params: unknown[] = [];
    let where = 'a.user_id is not null and a.closed_at is null';
    if (isNumber) {
      params.push(`${term}%`);
      where += ` and (a.account_number collate "C") like $1`;
    } else if (term) {
      where += ` and a.user_id in (select h.user_id from accounts.account_holders h where not h.deleted and ${holderSearch(term, params)})`;
    }
    const filterParams = [...params];
    // A search's best plan depends on the term (rare: its index; common: the list's order).
    const planning = { planEachCall: Boolean(term) };
    const after = keyset.after(position, params);
    type Row = AdminRow & { customer_id: string | null; first_name: string | null; last_name: string | null; keyset_0: string; keyset_1: string };
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select ${ADMIN_COLUMNS}, h.customer_id, h.first_name, h.last_name, ${keyset.select}
         from accounts.accounts a left join accounts.account_holders h on h.user_id = a.user_id
         where ${where} and ${after} order by ${keyset.orderBy} limit ${limit + 1}`, params, planning),
      // Counted without the holder: every customer account has one, and joining 10,000 of them costs 30 times the count.
      position === null ? cappedCount(this.em, `from accounts.accounts a where ${where}`, filterParams, term ? SEARCH_TOTAL_CAP : PAGE_TOTAL_CAP, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(keyset, rows, limit, (r): AdminAccountListItem => ({
      ...adminView(r), customerId: r.customer_id ?? '', customerName: r.first_name === null ? '' : `${r.first_name} ${r.last_name}`,
    }), total);
  }

  async openAccountsOfUsers(userIds: string[]): Promise<AdminAccountView[]> {
    const ids = userIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await sql<AdminRow>(this.em,
      `select ${ADMIN_COLUMNS} from accounts.accounts a where a.user_id = any($1::uuid[]) and a.closed_at is null order by a.user_id, a.account_type, a.id`, [ids]);
    return rows.map(adminView);
  }

  async sumCustomerBalances(): Promise<CustomerBalances> {
    const rows = await sql<{ currency: string; total: string; accounts: string }>(this.em,
      `select currency, sum(balance)::text as total, count(*)::text as accounts from accounts.accounts
       where user_id is not null and closed_at is null and is_active = 'true' group by currency order by currency`);
    return { openAccounts: rows.reduce((n, r) => n + Number(r.accounts), 0), byCurrency: rows.map((r) => ({ currency: r.currency, total: r.total })) };
  }

  async holders(by: { userIds: string[] } | { customerId: string }): Promise<AccountHolder[]> {
    const byUsers = 'userIds' in by;
    const ids = byUsers ? [...new Set(by.userIds.filter(isUuid))] : [];
    if (byUsers && !ids.length) return [];
    const rows = await sql<{ user_id: string; customer_id: string; first_name: string; last_name: string }>(this.em,
      byUsers
        ? `select user_id, customer_id, first_name, last_name from accounts.account_holders where user_id = any($1::uuid[])`
        : `select user_id, customer_id, first_name, last_name from accounts.account_holders where customer_id = $1`,
      [byUsers ? ids : by.customerId]);
    return rows.map((r) => ({ userId: r.user_id, customerId: r.customer_id, firstName: r.first_name, lastName: r.last_name }));
  }
}
