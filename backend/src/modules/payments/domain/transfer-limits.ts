import { Money } from '../../../shared/money/money.js';

/** A customer's outgoing transfers, in USD, per bank day and per calendar month of bank time (DESIGN 4). */
export const DAILY_LIMIT_USD = Money.parse('10000.00', 'USD');
export const MONTHLY_LIMIT_USD = Money.parse('50000.00', 'USD');
