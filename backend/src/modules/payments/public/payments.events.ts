import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/** What every transfer event carries: enough for a notification to either party. */
export interface TransferEventPayload {
  /** 'international': the international context tells the customer itself (with its reference and the recipient's country). */
  channel?: 'domestic' | 'international';
  transactionId: string;
  transactionCode: string;
  fromUserId: string;
  /** Null when the money leaves the bank (international transfers). */
  toUserId: string | null;
  fromAccountNumber: string;
  toAccountNumber: string | null;
  amount: string;
  currency: string;
  status: string;
  description: string;
  creditNote: string | null;
}

/** Money left the source and is held in clearing (status processing, or pending review). */
export class TransferCreated extends DomainEvent<TransferEventPayload> {
  static readonly eventType = 'payments.transfer-created';
}

/** Money reached the destination (completed or credited). */
export class TransferSettled extends DomainEvent<TransferEventPayload> {
  static readonly eventType = 'payments.transfer-settled';
}

/** Money went back to the source (failed or cancelled). */
export class TransferReturned extends DomainEvent<TransferEventPayload> {
  static readonly eventType = 'payments.transfer-returned';
}

/** A status change that moved no money (relabel, or pending/submitted/processing). */
export class TransferStatusChanged extends DomainEvent<TransferEventPayload & { previousStatus: string }> {
  static readonly eventType = 'payments.transfer-status-changed';
}

/** Staff approved money that arrived from outside with the account's funding reference: the customer is told. */
export class IncomingDepositApproved extends DomainEvent<{ depositId: string; userId: string; accountNumber: string; amount: string; currency: string }> {
  static readonly eventType = 'payments.incoming-deposit-approved';
}

export const PAYMENTS_EVENTS: DomainEventClass[] = [IncomingDepositApproved, TransferCreated, TransferSettled, TransferReturned, TransferStatusChanged];
