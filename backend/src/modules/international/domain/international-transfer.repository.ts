import type { InternationalTransfer } from './international-transfer.js';

/** International transfers' port for their status changes; every method joins the caller's transaction. */
export interface InternationalTransferRepository {
  /** The transfer, locked for the rest of the transaction; null when there is none. */
  lock(id: string): Promise<InternationalTransfer | null>;
  /**
   * Up to `limit` submitted transfers whose delivery is due (created + (estimated − created) / `timeFactor`
   * has passed), locked with skip locked so another run takes others; their ids, soonest due first.
   */
  lockDue(timeFactor: number, limit: number): Promise<string[]>;
  save(transfer: InternationalTransfer): Promise<void>;
}
