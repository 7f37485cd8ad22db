import type { SqlPart, StatementCte } from '../../../shared/database/statement.js';

/**
 * How another context extends a transfer that leaves the bank (international's own row, its own
 * checks), inside the one statement that opens it: payments declares this typed extension point;
 * the other context implements it in its infrastructure and hands it over with OpenExternalTransfer.
 * No SQL text crosses: the parts are built from the placeholders payments gives.
 */
export interface TransferExtension {
  /** Names the statement's shape: one prepared text per extension. */
  readonly name: string;
  parts(input: {
    /** The customer. */
    userId: SqlPart<string>;
    /** OpenExternalTransfer's `extension.data`, as JSON. */
    data: SqlPart<unknown>;
    /** True once the transfer's money is held: write only then. */
    opened: SqlPart<boolean>;
  }): {
    /** Checked first (after an Idempotency-Key replay), in order; the first that is not true refuses with its name (ExternalTransferCheckFailed). */
    checks: { name: string; passes: SqlPart<boolean> }[];
    /** The extension's writes, each gated on `opened`. */
    ctes: StatementCte[];
  };
}
