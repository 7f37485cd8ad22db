import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORIZATION_TTL_SECONDS, newAuthorizationToken, payloadHash, type StepUpPurpose } from '../domain/step-up-authorization.js';
import { SqlStepUpRepository } from '../infrastructure/persistence/sql-step-up.repository.js';

/** Stored as the signature of a minted authorization, so it can never pass for a customer's consent. */
const MINTED_SIGNATURE = 'minted:no-signature';

/**
 * FOR TESTS AND THE TRANSFER BENCHMARK'S SET-UP ONLY: issues a step-up authorization without the
 * question and signature, straight into the database (on `em`'s transaction if it has one).
 * Never call it from a request path. Hashes the payload exactly as verification does.
 */
export async function mintStepUpAuthorization(
  em: EntityManager,
  { userId, purpose, payload, ttlSeconds = AUTHORIZATION_TTL_SECONDS }: { userId: string; purpose: StepUpPurpose; payload: Record<string, unknown>; ttlSeconds?: number },
): Promise<string> {
  const { token, tokenHash } = newAuthorizationToken();
  const now = new Date();
  await new SqlStepUpRepository(em).addAuthorization({
    id: randomUUID(), userId, tokenHash, purpose, payloadHash: payloadHash(purpose, payload), signatureData: MINTED_SIGNATURE,
    createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}
