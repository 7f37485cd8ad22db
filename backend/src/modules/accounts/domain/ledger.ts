import type { InternalAccountPurpose } from './account.js';
import type { JournalEntry } from './journal-entry.js';

/** The ledger port: journal entries and their postings, always inside a transaction. */
export interface Ledger {
  /**
   * Writes the entry and its postings, and adds each posting to its customer account's balance.
   * The customer accounts must be locked first (AccountRepository.lock) and their rules checked.
   */
  post(entry: JournalEntry): Promise<void>;
  internalAccountId(purpose: InternalAccountPurpose, currency: string): Promise<string>;
}
