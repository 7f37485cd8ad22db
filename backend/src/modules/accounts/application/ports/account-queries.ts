import type { CursorQuery } from '@bank/contracts/paging';
import type { AccountSummary } from '../../public/accounts.api.js';
import type { AdminAccountPage } from '../../public/admin-account-list.query.js';
import type { AccountHolder } from '../../public/account-holders.query.js';
import type { AdminAccountView, CustomerBalances } from '../../public/admin-accounts.api.js';

/** A customer's own open account with what its holder is called (the accounts list's read model). */
export interface OwnAccountRow {
  id: string; userId: string; accountNumber: string; accountType: 'checking' | 'savings' | 'credit'; currency: string;
  balance: string; creditLimit: string | null; isActive: boolean; createdAt: Date; updatedAt: Date;
  /** Null while the holder projection has not caught up with a brand-new customer. */
  holder: { firstName: string; lastName: string } | null;
}

/**
 * The reads of accounts, answered by a query service in infrastructure from accounts' own tables
 * (the holders' names from the account_holders projection). Internal accounts are never listed,
 * nor accounts the bank closed, except where a method says so.
 */
export interface AccountQueries {
  /** Open customer accounts by id or number, with the display name a payer may see. */
  findAccounts(by: { ids: string[]; accountNumbers: string[] }): Promise<AccountSummary[]>;
  /** The user's open accounts, checking first, then savings, then credit, each oldest first. */
  ownAccounts(userId: string): Promise<OwnAccountRow[]>;
  /** The back office's list: newest first, or in number order for a number search; holder search by customer id, name or email. */
  listForAdmin(search: string | undefined, page: CursorQuery): Promise<AdminAccountPage>;
  openAccountsOfUsers(userIds: string[]): Promise<AdminAccountView[]>;
  sumCustomerBalances(): Promise<CustomerBalances>;
  holders(by: { userIds: string[] } | { customerId: string }): Promise<AccountHolder[]>;
}
