import { assertWithinLookupLimit, type PayeeLookupCounter } from '../domain/payee-lookups.js';

export { PAYEE_LOOKUPS_PER_HOUR } from '../domain/payee-lookups.js';

/**
 * Counts one account-number lookup in the customer's hour and throws LookupsThrottled past the
 * limit. Shared by the lookup route and by transfers that reveal something about a payee
 * (docs/decisions/payee-lookup-limit.md).
 */
export async function countPayeeLookup(counter: PayeeLookupCounter, userId: string): Promise<void> {
  assertWithinLookupLimit(await counter.countOne(userId));
}
