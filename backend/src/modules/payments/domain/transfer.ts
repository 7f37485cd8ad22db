import { planStatusChange, type MoneyMove, type MoneyState, type TransferStatus } from './transfer-status.js';
import type { PayeeKey } from './payee.js';

export type TransferChannel = 'domestic' | 'international';

/** A transfer's notes a person may add with a status change. */
export interface StatusNotes {
  adminNotes?: string | null;
  creditNote?: string | null;
}

/**
 * A customer's transfer: money held in clearing when it is opened, then delivered (to a payee
 * account of this bank, or out of the bank for an international transfer) or returned to the
 * source. Plain class: mapped in infrastructure to payments' transactions (type 'transfer').
 */
export class Transfer {
  id!: string;
  transactionCode!: string;
  fromAccountId!: string | null;
  toAccountId!: string | null;
  fromAccountNumber!: string | null;
  toAccountNumber!: string | null;
  fromUserId!: string | null;
  toUserId!: string | null;
  /** Decimal text in `currency`, the source account's. */
  amount!: string;
  currency!: string;
  /** Its value in USD when it was made: what the limits count. */
  amountUsd!: string;
  readonly type = 'transfer' as const;
  status!: TransferStatus;
  moneyState!: MoneyState;
  heldForReview!: boolean;
  description!: string;
  /** An international transfer's reference number. */
  reference!: string | null;
  creditNote!: string | null;
  adminNotes!: string | null;
  statusUpdatedBy!: string | null;
  statusUpdatedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  channel!: TransferChannel;
  /** Who it pays, as the per-payee limit counts it; null when it does not count (between the customer's own accounts). */
  payeeKey!: PayeeKey | null;

  /** A transfer to another account of this bank, its money held in clearing: processing (or held for review above the threshold). */
  static domestic(p: {
    id: string; transactionCode: string; from: { id: string; userId: string; accountNumber: string }; to: { id: string; userId: string; accountNumber: string };
    amount: string; currency: string; amountUsd: string; description: string; heldForReview: boolean; payeeKey: PayeeKey | null; at: Date;
  }): Transfer {
    return Object.assign(new Transfer(), {
      id: p.id, transactionCode: p.transactionCode, fromAccountId: p.from.id, toAccountId: p.to.id, fromAccountNumber: p.from.accountNumber,
      toAccountNumber: p.to.accountNumber, fromUserId: p.from.userId, toUserId: p.to.userId, amount: p.amount, currency: p.currency, amountUsd: p.amountUsd,
      status: 'processing', moneyState: 'held', heldForReview: p.heldForReview, description: p.description, reference: null, creditNote: null, adminNotes: null,
      statusUpdatedBy: null, statusUpdatedAt: null, createdAt: p.at, updatedAt: p.at, channel: 'domestic', payeeKey: p.payeeKey,
    } satisfies Omit<Transfer, 'type' | 'changeStatus' | 'countsAgainstLimits'>);
  }

  /** A transfer out of the bank (international): no payee account; on settlement the money goes on to the external account. */
  static external(p: {
    id: string; transactionCode: string; from: { id: string; userId: string; accountNumber: string }; amount: string; currency: string; amountUsd: string;
    description: string; reference: string; status: TransferStatus; payeeKey: PayeeKey; at: Date;
  }): Transfer {
    return Object.assign(new Transfer(), {
      id: p.id, transactionCode: p.transactionCode, fromAccountId: p.from.id, toAccountId: null, fromAccountNumber: p.from.accountNumber,
      toAccountNumber: null, fromUserId: p.from.userId, toUserId: null, amount: p.amount, currency: p.currency, amountUsd: p.amountUsd,
      status: p.status, moneyState: 'held', heldForReview: false, description: p.description, reference: p.reference, creditNote: null, adminNotes: null,
      statusUpdatedBy: null, statusUpdatedAt: null, createdAt: p.at, updatedAt: p.at, channel: 'international', payeeKey: p.payeeKey,
    } satisfies Omit<Transfer, 'type' | 'changeStatus' | 'countsAgainstLimits'>);
  }

  /**
   * Sets a new status (DESIGN 4) and says what it does to the money: completed or credited deliver
   * held money, failed or cancelled return it, the others move nothing; once money has settled or
   * returned only a relabel within the same group is allowed (TransferStatusConflict otherwise).
   */
  changeStatus(status: TransferStatus, by: string | null, notes: StatusNotes, now: Date): { move: MoneyMove; previousStatus: TransferStatus } {
    const plan = planStatusChange(this.moneyState, status);
    const previousStatus = this.status;
    this.status = status;
    this.moneyState = plan.moneyState;
    this.statusUpdatedBy = by;
    this.statusUpdatedAt = now;
    this.updatedAt = now;
    if (notes.adminNotes !== null && notes.adminNotes !== undefined) this.adminNotes = notes.adminNotes;
    if (notes.creditNote !== null && notes.creditNote !== undefined) this.creditNote = notes.creditNote;
    return { move: plan.move, previousStatus };
  }

  /** A transfer counts against its sender's limits unless its money went back. */
  countsAgainstLimits(): boolean {
    return this.moneyState !== 'returned';
  }
}
