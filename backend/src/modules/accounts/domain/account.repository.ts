import type { Account } from './account.js';

/**
 * Loads and saves accounts. The locks hold until the caller's transaction ends and are taken
 * `FOR NO KEY UPDATE` in id order, the one order every money path uses: a transfer's foreign keys
 * (KEY SHARE on the payee and clearing rows) never wait for them, and two lockers never wait for
 * each other in a cycle.
 */
export interface AccountRepository {
  /** Customer accounts by id (closed ones too), locked; internal accounts are never locked (no hot rows). */
  lock(ids: string[]): Promise<Account[]>;
  /** The open customer accounts among these ids, or all of a user's, locked. */
  lockOpen(by: { accountIds: string[] } | { userId: string }): Promise<Account[]>;
  /** Adds a new account; false when its number is already taken (nothing written, the transaction usable). */
  addIfNumberFree(account: Account): Promise<boolean>;
  save(account: Account): Promise<void>;
}
