import { randomInt } from 'node:crypto';
import { randomCode } from '../../../shared/ids.js';

/** Without 0/O and 1/I, so a reference read aloud or copied by hand is not mistyped. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'AO-' and 10 random characters (50 bits): not guessable, so a status lookup cannot walk them. */
export function newReferenceNumber(): string {
  return 'AO-' + randomCode(ALPHABET, 10);
}

/** Customer ids of approved applicants: 'CU' and 8 digits. */
export function newCustomerId(): string {
  return `CU${String(randomInt(10_000_000, 100_000_000))}`;
}
