import { Money } from '../../../shared/money/money.js';
import { TransferLimitExceeded } from './payment.errors.js';

export const DAILY_LIMIT_USD = Money.parse('10000.00', 'USD');
export const MONTHLY_LIMIT_USD = Money.parse('50000.00', 'USD');

/** The customer's outgoing transfers, in USD, must stay within the daily and monthly limits. */
export function assertWithinLimits(amountUsd: Money, sentToday: Money, sentThisMonth: Money): void {
  if (sentToday.plus(amountUsd).greaterThan(DAILY_LIMIT_USD)) throw new TransferLimitExceeded('daily');
  if (sentThisMonth.plus(amountUsd).greaterThan(MONTHLY_LIMIT_USD)) throw new TransferLimitExceeded('monthly');
}
