/**
 * What the back office (the admin context) may ask of accounts. The commands join the caller's
 * transaction and lock the account's row until it ends; a closed account is not found (404).
 */

/** A customer account as the back office sees and audits it. Money as decimal strings. */
export interface AdminAccountView {
  id: string;
  userId: string;
  accountNumber: string;
  accountType: 'checking' | 'savings' | 'credit';
  currency: string;
  balance: string;
  creditLimit: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface AccountChange {
  before: AdminAccountView;
  after: AdminAccountView;
}

/**
 * Locks the user's open accounts (all of them, or those given) in id order and reads them. The
 * lock makes a later check (balance, transfers in flight) hold until the caller commits.
 */
export class LockAccountsForAdmin {
  constructor(readonly by: { accountIds: string[] } | { userId: string }) {}
}

/**
 * Sets the balance to `newBalance` with one journal entry between the account and the bank's
 * adjustments account for the difference. Checking and savings may not go below zero, a credit
 * account not past its limit (400).
 */
export class AdjustBalance {
  constructor(readonly accountId: string, readonly newBalance: unknown, readonly memo: string) {}
}

/**
 * Moves the whole balance to the adjustments account (a journal entry in the old currency), then
 * switches the currency: the balance is 0.00 in the new one (SPEC 4). Answers what was moved.
 */
export class ChangeAccountCurrency {
  constructor(readonly accountId: string, readonly newCurrency: string, readonly memo: string) {}
}

/**
 * Closes the account: inactive and hidden from the customer, its number never reused, its ledger
 * kept. Refused (409) while it holds money. Emits AccountClosed (cards listen to it).
 */
export class CloseAccount {
  constructor(readonly accountId: string) {}
}

/** Open customer accounts of these users, for the back office's user list. */
export class ListAccountsOfUsers {
  constructor(readonly userIds: string[]) {}
}

/** Sum of open customer balances per currency, and how many open accounts there are. */
export class SumCustomerBalances {}
export interface CustomerBalances {
  openAccounts: number;
  byCurrency: { currency: string; total: string }[];
}
