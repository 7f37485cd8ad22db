import { randomInt } from 'node:crypto';

/** A domestic account number: 80 followed by 6 random digits (uniqueness is the database's job). */
export function newAccountNumber(): string {
  return '80' + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
