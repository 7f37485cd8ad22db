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
}

/** A stored answer to a request made with an Idempotency-Key. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface TransactionBook {
  /**
   * Opens a customer's transfer in the current transaction, in one round trip: claims the
   * Idempotency-Key (a replay gets the stored answer back), takes a per-user lock so concurrent
   * transfers of one customer cannot both slip under a limit, and sums what the customer sent
   * today and this month (bank time, US Eastern) in USD, counting everything not returned.
   */
  open(userId: string, idempotency: { key: string; requestHash: string } | null): Promise<{ previous: StoredResponse | null; sentToday: string; sentThisMonth: string }>;
  /** Inserts the row with its domain events and, for a keyed request, the answer to store: one statement. */
  insert(record: TransactionRecord, extras?: { events?: DomainEvent[]; response?: { userId: string; key: string } & StoredResponse }): Promise<void>;
  /** Reads and locks the row for a status change; null when there is none. */
  lock(id: string): Promise<TransactionRecord | null>;
  updateStatus(id: string, change: { status: TransferStatus; moneyState: MoneyState; by: string | null; adminNotes?: string | null; creditNote?: string | null }): Promise<TransactionRecord>;
}
