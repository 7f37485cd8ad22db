import { InvalidSessionTimeout } from './identity.errors.js';

/** The idle timeout an administrator may set: whole minutes from 1 to 60. */
export function sessionTimeoutMinutes(value: unknown): number {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw new InvalidSessionTimeout();
  return minutes;
}
