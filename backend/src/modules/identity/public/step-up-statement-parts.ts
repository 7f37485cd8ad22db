import type { SqlPart, StatementCte } from '../../../shared/database/statement.js';

/**
 * Identity's parts of a money-moving statement (the transfer's, in payments' infrastructure): the
 * customer's restriction, the step-up token spent, the security set-up. Implemented in identity's
 * infrastructure over identity's tables; reached through this token. Hash the token and the payload
 * with `stepUpProof` (step-up-proof.ts), exactly as verification does.
 */
export const STEP_UP_STATEMENT_PARTS = Symbol('StepUpStatementParts');

export interface StepUpStatementParts {
  /** Whether the customer may move money: `restricted`, and the reason to tell them. */
  restriction(input: { userId: SqlPart<string> }): { ctes: StatementCte[]; restricted: SqlPart<boolean>; reason: SqlPart<string | null> };
  /**
   * Spends the step-up authorization for this payload when `when` holds (one conditional update:
   * unused, unexpired, this customer, purpose and payload, so two racing transfers cannot both spend it).
   * `spent` is true when it was valid and is now used; the statement's failure undoes it.
   */
  spendToken(input: {
    userId: SqlPart<string>; purpose: SqlPart<'domestic-transfer' | 'international-transfer'>; tokenHash: SqlPart<string>; payloadHash: SqlPart<string>; when: SqlPart<boolean>;
  }): { ctes: StatementCte[]; spent: SqlPart<boolean> };
  /** True when the customer has their signature and either their security questions or sign-in verification (the app or a passkey) set up (a reset removes them). */
  securitySetUp(input: { userId: SqlPart<string> }): SqlPart<boolean>;
}
