import { Money } from '../../../shared/money/money.js';

/** Bank time for daily and monthly limits and today's figures (the Banking tab shows UTC-5 Eastern). */
export { BANK_TIME_ZONE } from '../../../shared/bank-time.js';

/** A customer's outgoing transfers, in USD at their value when made, per bank day and per calendar month of bank time (DESIGN 4). */
export const DAILY_LIMIT_USD = Money.parse('10000.00', 'USD');
export const MONTHLY_LIMIT_USD = Money.parse('50000.00', 'USD');

export interface TransferLimits {
  dailyUsd: Money;
  monthlyUsd: Money;
}

export const TRANSFER_LIMITS: TransferLimits = { dailyUsd: DAILY_LIMIT_USD, monthlyUsd: MONTHLY_LIMIT_USD };

/** What a customer has sent, in USD: today, and earlier this month (today left out). */
export interface TransferUsage {
  todayUsd: Money;
  earlierThisMonthUsd: Money;
}
