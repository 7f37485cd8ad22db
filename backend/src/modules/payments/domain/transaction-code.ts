import { randomBytes } from 'node:crypto';

/** TXN + 10 characters of Crockford base32: unique enough, and unambiguous to read out on the phone. */
export function newTransactionCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return 'TXN' + [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
}
