import { createHash, randomBytes } from 'node:crypto';

/** Cookies and emailed links keep their tokens only as a SHA-256: a copy of the table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token for an emailed link (32 random bytes, URL-safe) and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** What a link's token may look like before it is looked up: a string of sensible length. */
export function isLinkToken(token: unknown): token is string {
  return typeof token === 'string' && token.trim() !== '' && token.length <= 200;
}
