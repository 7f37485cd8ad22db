import type { DomainEvent } from '../../../../shared/outbox/domain-event.js';
import type { Transfer } from '../../domain/transfer.js';
import type { TransferRefusal } from '../../domain/transfer-decision.js';
import type { TransferLimits } from '../../domain/transfer-limits.js';
import type { TransferExtension } from '../../public/transfer-extension.js';

/** A stored answer to a request made with an Idempotency-Key. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** A customer's transfer, ready to open: everything known before the money moves. */
export interface TransferOpening {
  transfer: Transfer;
  /** The journal entry's memo for the hold. */
  memo: string;
  events: DomainEvent[];
  /** For a request with an Idempotency-Key: the key, the request's hash and the answer to store. */
  idempotency: { key: string; requestHash: string; answer: StoredResponse } | null;
  /** The step-up authorization to spend: its purpose and hashes (stepUpProof). */
  stepUp: { purpose: 'domestic-transfer' | 'international-transfer'; tokenHash: string; payloadHash: string };
  /** The limits in USD the transfer is held to (TRANSFER_LIMITS). */
  limits: TransferLimits;
  /** Another context's part of the transfer (international's row and checks), with its data. */
  extension: { parts: TransferExtension; data: unknown } | null;
}

export type TransferOpened = { opened: true } | { opened: false; replay: StoredResponse } | TransferRefusal;

/**
 * Opens a customer's transfer as one atomic statement (DESIGN 3–5; docs/decisions/transfer-in-one-statement.md):
 * claims the Idempotency-Key (a replay gets the stored answer back and changes nothing), then
 * decides with the rules of `decideTransfer`, in its order, on what it reads under its locks: the
 * extension's checks, the accounts as identified, the restriction, the step-up token (spent), the
 * accounts' activity, the day's, month's and payee's usage in USD (added to under their row locks),
 * the funds; it debits the source, holds the amount in clearing, records the transfer and its events
 * and the extension's writes. Either all of it happens or none of it.
 */
export interface TransferOpenings {
  open(opening: TransferOpening): Promise<TransferOpened>;
  /**
   * After a refusal of a request with an Idempotency-Key: keeps the refusal's answer as the key's,
   * so a retry hears it again (DESIGN 3: a retried request returns the first result). Null when it
   * is the key's answer now; else the answer another request with the key got first.
   */
  keepRefusal(userId: string, idempotency: { key: string; requestHash: string }, answer: StoredResponse): Promise<StoredResponse | null>;
}
