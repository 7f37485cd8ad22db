import type { AccountType, Currency, StatementLineDto, StatementPeriod } from '@bank/contracts/accounts';

/** One account's figures for a statement period, as the ledger has them in the statement's snapshot. */
export interface StatementFigures {
  account: { id: string; accountNumber: string; accountType: AccountType; currency: Currency };
  /** First and last bank day of the period, both inclusive (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  openingBalance: string;
  totalIn: string;
  totalOut: string;
  lineCount: number;
}

/** The ledger's lines of a statement, handed over batch by batch while the snapshot is open. */
export type StatementLines = AsyncIterable<Omit<StatementLineDto, 'runningBalance'>[]>;

/**
 * Reads a statement from the ledger in one REPEATABLE READ snapshot: the figures, the count and
 * every line agree however long the period is and whatever is posted meanwhile. Throws
 * AccountNotFound unless the account is the user's.
 */
export interface StatementSource {
  read<T>(userId: string, accountId: string, period: StatementPeriod, consume: (figures: StatementFigures, lines: StatementLines) => Promise<T>): Promise<T>;
}
