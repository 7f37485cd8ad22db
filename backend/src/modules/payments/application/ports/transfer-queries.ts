import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import type { TransactionQuery, TransactionStatus } from '@bank/contracts/accounts';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { TransferChannel } from '../../domain/transfer.js';
import type { MoneyState, TransferStatus } from '../../domain/transfer-status.js';

/** A customer-visible money movement as the customer's history reads it: a transfer, a deposit or a withdrawal. */
export interface TransactionRecord {
  id: string;
  transactionCode: string;
  fromAccountId: string | null;
  toAccountId: string | null;
  fromAccountNumber: string | null;
  toAccountNumber: string | null;
  amount: string;
  currency: string;
  type: 'deposit' | 'withdrawal' | 'transfer';
  status: TransferStatus;
  moneyState: MoneyState;
  description: string;
  reference: string | null;
  creditNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A domestic payment as the back office lists it, before the sender's name is added. */
export type AdminDomesticPaymentRow = Omit<AdminDomesticPaymentDto, 'customerName'> & { fromUserId: string | null };

/**
 * Payments' reads, answered by a query service in infrastructure from payments' own tables.
 */
export interface TransferQueries {
  /**
   * The history of a customer (`by.userId`) or of one of their accounts (`by.accountId`, checked
   * by the caller), newest first, filtered and searched, one keyset page at a time.
   */
  history(by: { userId: string } | { accountId: string }, filter: TransactionQuery): Promise<CursorPage<TransactionRecord>>;
  /** One transaction the customer sent or received, with its channel, or null (another customer's is not theirs to see). */
  ofCustomer(userId: string, transactionId: string): Promise<(TransactionRecord & { channel: TransferChannel }) | null>;
  /**
   * Domestic transfers for the back office, newest first; `search` matches a code's start or an
   * account number exactly, `customerUserId` a customer (resolved by the caller from a customer id).
   */
  domesticForAdmin(filter: { status?: TransactionStatus; search?: string; customerUserId?: string | null }, page: CursorQuery): Promise<CursorPage<AdminDomesticPaymentRow>>;
  /** How many transfers from or to these accounts still hold money in clearing. */
  countInFlight(accountIds: string[]): Promise<number>;
  /** Customer-visible transactions booked today, in the bank's day. */
  countToday(): Promise<number>;
  /**
   * Domestic transfers due for settlement (processing, held, not held for review, made at least
   * `delaySeconds` ago), oldest first, after `after` (the last one of the previous batch).
   */
  dueForSettlement(delaySeconds: number, after: { createdAt: Date; id: string } | null, limit: number): Promise<{ id: string; createdAt: Date }[]>;
  /** What the customer sent in USD today and earlier this month (bank days), and today to the payee (null without one). */
  usage(userId: string, payeeKey: string | null): Promise<{ todayUsd: string; earlierThisMonthUsd: string; payeeTodayUsd: string | null }>;
}
