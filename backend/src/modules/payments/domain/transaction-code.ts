import { randomCode } from '../../../shared/ids.js';

const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** TXN + 10 characters of Crockford base32: unique enough, and unambiguous to read out on the phone. */
export function newTransactionCode(): string {
  return 'TXN' + randomCode(CROCKFORD_BASE32, 10);
}
