import { InvalidSessionTimeout } from './identity.errors.js';

/**
 * The idle timeout an administrator may set: whole minutes from 1 to 60, sent as a JSON integer
 * or as a string of digits. Anything looser ("0x10", "1e1", " 7 ", "1.00") is refused rather
 * than read as some number.
 */
export function sessionTimeoutMinutes(value: unknown): number {
  const minutes = typeof value === 'string' && /^[0-9]{1,2}$/.test(value) ? Number(value) : value;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw new InvalidSessionTimeout();
  return minutes;
}
