import type { Account } from './account.js';
import type { JournalEntry } from './journal-entry.js';

/** The ledger port: locking accounts and writing journal entries, always inside a transaction. */
export interface Ledger {
  /** Locks the accounts' rows in id order (no deadlocks between transfers) and reads them. */
  lock(accountIds: string[]): Promise<Map<string, Account>>;
  /** Writes the entry and its postings and updates the customer accounts' balances. */
  post(entry: JournalEntry): Promise<void>;
  internalAccountId(purpose: 'clearing' | 'external' | 'adjustments' | 'fx' | 'fees', currency: string): Promise<string>;
}
