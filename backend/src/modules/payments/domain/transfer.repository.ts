import type { Transfer } from './transfer.js';

/**
 * Loads and saves transfers. Locks hold until the caller's transaction ends and are taken
 * `FOR NO KEY UPDATE`; a status change locks the transfer first, then its usage rows, then the
 * accounts (in id order), the order every money path takes them in.
 */
export interface TransferRepository {
  /** The transfer, its row locked; null when there is none. */
  lock(id: string): Promise<Transfer | null>;
  /**
   * The domestic transfer if it is still due for settlement (processing, held, not held for review),
   * its row locked; null when it is not due, or another settlement holds it (skipped, not waited for).
   */
  lockDue(id: string): Promise<Transfer | null>;
  save(transfer: Transfer): Promise<void>;
  /**
   * Records a transfer whose money the caller already held through the ledger (demo history), and
   * counts it against its bank day's limits (and its payee's) as the transfer statement would.
   */
  addBooked(transfer: Transfer): Promise<void>;
  /** Gives a returned transfer's amount back to the limits of the day it was sent (its day's and its payee's usage). */
  releaseUsage(transfer: Transfer): Promise<void>;
}
