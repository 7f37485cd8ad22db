import { randomInt } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs and bodies; a malformed one is simply an id of nothing (404), never a SQL error. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or typed by hand is not mistaken. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `length` characters drawn at random from `alphabet`, for codes people read out (transaction
 * codes, references). randomInt draws from a buffer of random bytes it refills now and then, so a
 * code costs no system call of its own.
 */
export function randomCode(alphabet: string, length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
