/**
 * The bank's one time zone (US Eastern, as the Banking tab says): it decides which bank day a
 * moment belongs to, for statements, limits and every date the customer reads.
 */
export const BANK_TIME_ZONE = 'America/New_York';
