import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import type { TransferStatus } from '../domain/transfer-status.js';

/** Sets a transfer's status (settlement job, administrators); moves money when the status calls for it. */
export class ChangeTransferStatus {
  constructor(
    readonly transactionId: string,
    readonly status: TransferStatus,
    readonly changedBy: string | null,
    readonly notes: { adminNotes?: string | null; creditNote?: string | null } = {},
  ) {}
}

/**
 * Money arriving from outside the bank or leaving it (salary, card purchase) as a completed
 * deposit or withdrawal. For demo history and back-office use; never exposed to customers.
 */
export class RecordExternalMovement {
  constructor(readonly props: { accountId: string; direction: 'deposit' | 'withdrawal'; amount: string; description: string; at?: Date }) {}
}

/** A completed transfer between two accounts of this bank, booked without step-up: demo history only. */
export class RecordHistoricalTransfer {
  constructor(readonly props: { fromAccountId: string; toAccountId: string; amount: string; description: string; at: Date }) {}
}

/**
 * Opens a transfer that leaves the bank (an international transfer) the way a domestic one is
 * opened, in the same one statement (TransactionBook.openTransfer, DESIGN 3–5): the
 * Idempotency-Key is claimed, a restricted customer refused, the step-up token spent, the amount
 * counted against the daily and monthly limits in USD, and the amount (in the source account's
 * currency) held in clearing; the caller's row and events are written by that statement too, so
 * all of it happens or none. A settled one goes on to the external account. Throws the customer's
 * refusal (403, 401, 400), or SourceAccountChanged.
 */
export class OpenExternalTransfer {
  constructor(
    readonly props: {
      transactionId: string;
      from: { id: string; userId: string; accountNumber: string; accountType: 'checking' | 'savings' | 'credit'; currency: string };
      /** In the source account's currency. */
      amount: string;
      amountUsd: string;
      description: string;
      reference: string;
      status: 'pending' | 'submitted';
      at: Date;
      stepUp: { purpose: 'international-transfer'; token: unknown; payload: Record<string, unknown> };
      idempotency: { key: string; requestHash: string; answer: { status: number; body: unknown } };
      /**
       * The caller's own row (its table and columns are code), written by the same statement iff the
       * transfer opens, and the caller's conditions checked first (SQL fixed in code over $1, the
       * customer, and $37, the row as JSON); a false one throws ExternalTransferCheckFailed.
       */
      attachment: { table: string; columns: readonly string[]; row: Record<string, unknown>; checks?: readonly { check: string; condition: string }[] };
      /** The caller's events: the only ones announcing the transfer (payments adds no TransferCreated for it). */
      events: DomainEvent[];
    },
  ) {}
}

/** Opened now, or the answer stored for this Idempotency-Key the first time (nothing moved again). */
export type ExternalTransferOpened = { opened: true } | { opened: false; replay: { status: number; body: unknown } };

/** The source account is not what the caller identified (an administrator changed it): identify it afresh and try again. */
export class SourceAccountChanged extends Error {
  constructor() { super('the source account changed since it was identified'); }
}

/** One of the caller's `attachment.checks` was not true when the statement ran: nothing was written. */
export class ExternalTransferCheckFailed extends Error {
  constructor(readonly check: string) { super(`the transfer's check ${check} failed`); }
}
