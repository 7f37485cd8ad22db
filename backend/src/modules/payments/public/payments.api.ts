import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import type { TransferStatus } from '../domain/transfer-status.js';
import type { TransferExtension } from './transfer-extension.js';

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
 * opened, in the same one statement (DESIGN 3–5; the rules of payments' decideTransfer): the
 * Idempotency-Key is claimed, the extension's checks told first, a restricted customer refused, the
 * step-up token spent, the amount counted against the daily and monthly limits in USD, and the
 * amount (in the source account's currency) held in clearing; the extension's writes (the caller's
 * own row) and the caller's events are part of that statement too, so all of it happens or none.
 * A settled one goes on to the external account. Throws the customer's refusal (403, 401, 400),
 * ExternalTransferCheckFailed for a failed check, or SourceAccountChanged.
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
      /** Who receives the money, as the per-payee daily limit counts it: country, account number, IFSC or BIC. */
      recipient: { countryCode: string; accountNumber: string; ifscOrBic: string | null };
      at: Date;
      stepUp: { purpose: 'international-transfer'; token: unknown; payload: Record<string, unknown> };
      idempotency: { key: string; requestHash: string; answer: { status: number; body: unknown } };
      /** The caller's part of the statement (its checks and its own row), and the data it reads, as JSON. */
      extension: { parts: TransferExtension; data: unknown };
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

/** One of the extension's checks was not true when the statement ran: nothing was written. */
export class ExternalTransferCheckFailed extends Error {
  constructor(readonly check: string) { super(`the transfer's check ${check} failed`); }
}
