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

export interface TransactionBook {
  insert(record: TransactionRecord): Promise<void>;
  /** Reads and locks the row for a status change; null when there is none. */
  lock(id: string): Promise<TransactionRecord | null>;
  updateStatus(id: string, change: { status: TransferStatus; moneyState: MoneyState; by: string | null; adminNotes?: string | null; creditNote?: string | null }): Promise<TransactionRecord>;
  /**
   * What the user sent today and this month (bank time, US Eastern), in USD, counting
   * everything not returned. Takes a per-user lock first, so concurrent transfers of one
   * customer cannot both slip under a limit.
   */
  sentInUsd(userId: string): Promise<{ today: string; thisMonth: string }>;
}

export interface IdempotencyStore {
  /** Claims the key for this request; returns the stored response when it was already answered. */
  claim(userId: string, key: string, requestHash: string): Promise<{ status: number; body: unknown } | null>;
  complete(userId: string, key: string, status: number, body: unknown): Promise<void>;
}
