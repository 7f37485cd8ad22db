import type { SqlPart, StatementCte } from '../../../shared/database/statement.js';

/**
 * Accounts' part of a money-moving statement (the transfer's, in payments' infrastructure): the
 * hold of an amount from a customer account into clearing, with its journal entry and postings.
 * Implemented in accounts' infrastructure over accounts' tables; reached through this token.
 */
export const LEDGER_STATEMENT_PARTS = Symbol('LedgerStatementParts');

export interface LedgerHold {
  /** The source account as the caller identified it. */
  source: { accountId: SqlPart<string>; accountNumber: SqlPart<string>; userId: SqlPart<string>; currency: SqlPart<string> };
  /** The payee account of this bank as identified (same currency), or null when the money leaves the bank. */
  payee: { accountId: SqlPart<string>; accountNumber: SqlPart<string>; userId: SqlPart<string> } | null;
  /** In the source's currency. */
  amount: SqlPart<string>;
  /** The journal entry's transaction, the code statements show beside the line, and its memo. */
  transactionId: SqlPart<string>;
  reference: SqlPart<string>;
  memo: SqlPart<string>;
  /** The hold is made only when this holds (and the source's funds or credit allow). */
  when: SqlPart<boolean>;
}

export interface LedgerStatementParts {
  /**
   * Debits the source under its row lock and holds the amount in clearing (journal entry and
   * postings; clearing is not a hot row). `asIdentified`: both accounts still have the owner, number
   * and currency the caller identified; `sourceActive`, `payeeActive` (true without a payee) as the
   * statement's snapshot has them; `held`: the money moved.
   */
  hold(input: LedgerHold): {
    ctes: StatementCte[]; asIdentified: SqlPart<boolean>; sourceActive: SqlPart<boolean>; payeeActive: SqlPart<boolean>; held: SqlPart<boolean>;
  };
}
