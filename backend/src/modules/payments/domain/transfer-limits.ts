import { Money } from '../../../shared/money/money.js';

/** A customer's outgoing transfers, in USD, per bank day and per calendar month of bank time (DESIGN 4). */
/** Bank time for daily and monthly limits and today's figures (the Banking tab shows UTC-5 Eastern). */
export { BANK_TIME_ZONE } from '../../../shared/bank-time.js';

export const DAILY_LIMIT_USD = Money.parse('10000.00', 'USD');
export const MONTHLY_LIMIT_USD = Money.parse('50000.00', 'USD');
