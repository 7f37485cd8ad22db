import { payloadHash, tokenHash, type StepUpPurpose } from '../domain/step-up-authorization.js';

/** Errors a money-moving use case reports when the customer or the step-up token does not let it move money. */
export { AuthorizationInvalid, AuthorizationRequired } from '../domain/security.errors.js';
export { TransactionsRestricted } from '../domain/identity.errors.js';

/**
 * What a money-moving statement compares with the stored step-up authorization (DESIGN 5): the
 * presented token's hash and the transfer's payload hash, computed exactly as verification does.
 * The statement spends the authorization with one conditional update (StepUpStatementParts.spendToken:
 * unused, unexpired, this user, purpose and payload).
 */
export function stepUpProof(token: unknown, purpose: StepUpPurpose, payload: Record<string, unknown>): { presented: boolean; tokenHash: string; payloadHash: string } {
  const presented = typeof token === 'string' ? token.trim() : '';
  return { presented: presented !== '', tokenHash: tokenHash(presented), payloadHash: payloadHash(purpose, payload) };
}
