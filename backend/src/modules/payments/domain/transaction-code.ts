import { CROCKFORD_BASE32, randomCode } from '../../../shared/ids.js';

/** TXN + 10 characters of Crockford base32: unique enough, and unambiguous to read out on the phone. */
export function newTransactionCode(): string {
  return 'TXN' + randomCode(CROCKFORD_BASE32, 10);
}
