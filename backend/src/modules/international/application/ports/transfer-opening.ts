import type { InternationalTransferProps } from '../../domain/international-transfer.js';

/**
 * How a new international transfer joins payments' opening statement (OpenExternalTransfer's
 * attachment): its row, written if and only if the money is held, and only when the customer's
 * security set-up is in place (else check SECURITY_SETUP_REQUIRED fails) and the reference data are
 * still at `termsVersion` (else TERMS_CHANGED). Implemented in infrastructure/.
 */
export interface InternationalTransferOpening {
  asNewRow(transfer: InternationalTransferProps, termsVersion: string): {
    table: string; columns: readonly string[]; row: Record<string, unknown>; checks: readonly { check: string; condition: string }[];
  };
}
