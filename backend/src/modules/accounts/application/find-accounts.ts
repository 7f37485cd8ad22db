import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { isUuid } from '../../../shared/ids.js';
import type { AccountSummary } from '../public/accounts.api.js';
import { accountName } from './account-name.js';

/**
 * The one read of customer accounts by id or number, shared by FindAccount, IdentifyAccounts and
 * LookUpPayee. Internal accounts (no owner) are never found: the join to users leaves them out; nor are
 * accounts the bank closed.
 */
export async function findAccounts(em: EntityManager, by: { ids: string[]; accountNumbers: string[] }): Promise<AccountSummary[]> {
  const ids = by.ids.filter(isUuid);
  if (ids.length === 0 && by.accountNumbers.length === 0) return [];
  const rows = await sql<{ id: string; user_id: string; account_number: string; account_type: AccountSummary['accountType']; currency: string; is_active: string; first_name: string; last_name: string }>(
    em,
    `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.is_active, u.first_name, u.last_name
     from accounts.accounts a join identity.users u on u.id = a.user_id where (a.id = any($1::uuid[]) or a.account_number = any($2::text[])) and a.closed_at is null`, [ids, by.accountNumbers]);
  return rows.map((row) => ({
    id: row.id, userId: row.user_id, accountNumber: row.account_number, accountType: row.account_type, currency: row.currency,
    isActive: row.is_active === 'true', accountName: accountName(row.first_name, row.last_name, row.account_type),
  }));
}
