import { randomInt } from 'node:crypto';

const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * TXN + 10 characters of Crockford base32: unique enough, and unambiguous to read out on the phone.
 * randomInt draws from a buffer of random bytes it refills now and then; randomBytes would ask the
 * kernel on every transfer.
 */
export function newTransactionCode(): string {
  let code = 'TXN';
  for (let i = 0; i < 10; i++) code += CROCKFORD_BASE32[randomInt(32)];
  return code;
}
