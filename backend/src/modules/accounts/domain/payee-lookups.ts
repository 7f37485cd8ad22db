import { LookupsThrottled } from './account.errors.js';

/** Far more payees than anyone pays in an hour; a million account numbers would take 16,000 hours (docs/decisions/payee-lookup-limit.md). */
export const PAYEE_LOOKUPS_PER_HOUR = 60;

/**
 * Counts a customer's account-number lookups, one window per customer (it restarts an hour after it
 * began), atomically, so parallel requests cannot slip past.
 */
export interface PayeeLookupCounter {
  /** Counts one lookup and answers how many the customer's current hour now holds. */
  countOne(userId: string): Promise<number>;
}

/** Throws LookupsThrottled once the hour holds more lookups than allowed. */
export function assertWithinLookupLimit(lookupsThisHour: number): void {
  if (lookupsThisHour > PAYEE_LOOKUPS_PER_HOUR) throw new LookupsThrottled();
}
