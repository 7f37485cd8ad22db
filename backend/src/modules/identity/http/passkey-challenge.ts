import type { Request } from 'express';
import { newChallengeNonce, PASSKEY_CHALLENGE_TTL_MS } from '../domain/passkey.js';

type Use = 'register' | 'sign-in' | 'transfer';

/** A fresh challenge nonce kept in the session for one ceremony (replacing any open one). */
export function openPasskeyChallenge(req: Request, use: Use): string {
  const value = newChallengeNonce();
  req.session.passkeyChallenge = { use, value, at: Date.now() };
  return value;
}

/** The session's open challenge for this use, taken out whatever comes of it (single use); null when none or expired. */
export function takePasskeyChallenge(req: Request, use: Use): string | null {
  const open = req.session.passkeyChallenge;
  delete req.session.passkeyChallenge;
  return open && open.use === use && Date.now() - open.at <= PASSKEY_CHALLENGE_TTL_MS ? open.value : null;
}
