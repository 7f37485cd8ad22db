import type { TransferExtension } from '../../../payments/public/transfer-extension.js';
import type { InternationalTransferProps } from '../../domain/international-transfer.js';

/**
 * International's part of the statement that opens the transfer (payments' extension point): its
 * checks (the customer's security set-up, the reference data's version the transfer was decided
 * on) and its own row, written if and only if the money is held.
 */
export interface InternationalTransferOpening extends TransferExtension {
  /** The data the parts read: the new transfer's row and the terms version it was decided on. */
  data(transfer: InternationalTransferProps, termsVersion: string): Record<string, unknown>;
}
