import { Money } from '../../../shared/money/money.js';

/** Bank time for daily and monthly limits and today's figures (the Banking tab shows UTC-5 Eastern). */
export { BANK_TIME_ZONE } from '../../../shared/bank-time.js';

/** A customer's outgoing transfers, in USD at their value when made, per bank day and per calendar month of bank time (DESIGN 4). */
export const DAILY_LIMIT_USD = Money.parse('10000.00', 'USD');
export const MONTHLY_LIMIT_USD = Money.parse('50000.00', 'USD');
/** What one customer may send one payee in a bank day (issue 24 item 7); transfers between the customer's own accounts do not count. */
export const PAYEE_DAILY_LIMIT_USD = Money.parse('5000.00', 'USD');

export interface TransferLimits {
  dailyUsd: Money;
  monthlyUsd: Money;
  payeeDailyUsd: Money;
}

export const TRANSFER_LIMITS: TransferLimits = { dailyUsd: DAILY_LIMIT_USD, monthlyUsd: MONTHLY_LIMIT_USD, payeeDailyUsd: PAYEE_DAILY_LIMIT_USD };

/** What a customer has sent, in USD: today, earlier this month (today left out), and today to one payee. */
export interface TransferUsage {
  todayUsd: Money;
  earlierThisMonthUsd: Money;
  /** Null when the payee does not count (one of the customer's own accounts). */
  payeeTodayUsd: Money | null;
}

/** How much more the customer may still send today, this month, and today to the payee (the daily room, when the payee does not count). */
export function remainingLimits(usage: TransferUsage, limits: TransferLimits = TRANSFER_LIMITS): { dailyRemaining: Money; monthlyRemaining: Money; payeeRemaining: Money } {
  const left = (limit: Money, used: Money) => (used.lessThan(limit) ? limit.minus(used) : Money.zero(limit.currency));
  const dailyRemaining = left(limits.dailyUsd, usage.todayUsd);
  return {
    dailyRemaining,
    monthlyRemaining: left(limits.monthlyUsd, usage.earlierThisMonthUsd.plus(usage.todayUsd)),
    payeeRemaining: usage.payeeTodayUsd === null ? dailyRemaining : left(limits.payeeDailyUsd, usage.payeeTodayUsd),
  };
}
