import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import type { MoneyState, TransferStatus } from './transfer-status.js';

/** A customer-visible money movement: a transfer, a deposit or a withdrawal. */
export interface TransactionRecord {
  id: string;
  transactionCode: string;
  fromAccountId: string | null;
  toAccountId: string | null;
  fromAccountNumber: string | null;
  toAccountNumber: string | null;
  fromUserId: string | null;
  toUserId: string | null;
  amount: string;
  currency: string;
  amountUsd: string;
  type: 'deposit' | 'withdrawal' | 'transfer';
  status: TransferStatus;
  moneyState: MoneyState;
  heldForReview: boolean;
  description: string;
  reference: string | null;
  creditNote: string | null;
  adminNotes: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Where a transfer's money goes when it settles: a customer account of this bank, or out through the external account. */
  channel: 'domestic' | 'international';
}

/** A stored answer to a request made with an Idempotency-Key. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** A customer's transfer, ready to open: everything known before the money moves. */
export interface TransferOpening {
  record: TransactionRecord;
  /** The journal entry's memo for the hold. */
  memo: string;
  events: DomainEvent[];
  /** For a request with an Idempotency-Key: the key, the request's hash and the answer to store. */
  idempotency: { key: string; requestHash: string; answer: StoredResponse } | null;
  /** The step-up authorization to spend: its purpose ('domestic-transfer' or 'international-transfer') and hashes. */
  stepUp: { purpose: string; tokenHash: string; payloadHash: string };
  limits: { dailyUsd: string; monthlyUsd: string };
  /**
   * A row of the calling context written by the same statement if and only if the transfer opens
   * (the international transfer's own row): its table and columns are code, never input; `row`
   * holds the values by column name.
   */
  attachment?: TransferAttachment;
}

/** See TransferOpening.attachment. */
export interface TransferAttachment {
  table: string;
  columns: readonly string[];
  /** The values by column name; it may carry other keys, which `checks` can read. */
  row: Record<string, unknown>;
  /**
   * The caller's own conditions, checked by the statement before anything else (after an
   * Idempotency-Key replay): each a SQL boolean expression fixed in code, over `$1` (the customer)
   * and `$37` (the row as JSON). The first that is not true refuses the transfer with
   * `CHECK_FAILED` and its `check` name; nothing is written.
   */
  checks?: readonly { check: string; condition: string }[];
}

/** Why the database refused to open a transfer; nothing was written. */
export type TransferRefusal =
  | { refused: 'RESTRICTED'; explanation: string | null }
  | { refused: 'ACCOUNTS_CHANGED' }
  | { refused: 'CHECK_FAILED'; check: string }
  | { refused: 'ACCOUNT_INACTIVE' | 'PAYEE_INACTIVE' | 'AUTHORIZATION_INVALID' | 'DAILY_LIMIT' | 'MONTHLY_LIMIT' | 'INSUFFICIENT_FUNDS' };

export type TransferOpened = { opened: true } | { opened: false; replay: StoredResponse } | TransferRefusal;

export interface TransactionBook {
  /**
   * Opens a customer's transfer as one atomic statement (DESIGN 3–5): claims the
   * Idempotency-Key (a replay gets the stored answer back and changes nothing), checks that both
   * accounts (only the source for an international transfer) are still as the record describes them
   * (ACCOUNTS_CHANGED otherwise) and that both are active, refuses a restricted customer, spends the step-up token, counts the amount
   * against the daily and monthly limits (bank time, US Eastern, in USD), debits the source under its row lock if funds or credit allow,
   * holds the amount in clearing (journal entry and postings), records the transfer and its events.
   * Either all of it happens or none of it.
   */
  openTransfer(opening: TransferOpening): Promise<TransferOpened>;
  /** Inserts the row with its domain events, in the current transaction: one statement. */
  insert(record: TransactionRecord, extras?: { events?: DomainEvent[] }): Promise<void>;
  /** Reads and locks the row for a status change; null when there is none. */
  lock(id: string): Promise<TransactionRecord | null>;
  /** Sets the status; a transfer whose money goes back to the sender stops counting against the limits. */
  updateStatus(id: string, change: { status: TransferStatus; moneyState: MoneyState; by: string | null; adminNotes?: string | null; creditNote?: string | null }): Promise<TransactionRecord>;
}
