import type { StatementPeriod } from '@bank/contracts/accounts';
import { bankMonthStart, bankNow, inBankTime } from '../../../shared/dates';

export const STATEMENT_PERIODS: { value: StatementPeriod; label: string; option: string }[] = [
  { value: 'current-month', label: 'Current month', option: 'Monthly' },
  { value: 'last-month', label: 'Last month', option: 'Monthly' },
  { value: 'quarter', label: 'Quarter', option: 'Quarterly' },
  { value: 'year', label: 'Year', option: 'Annual' },
];

export function isStatementPeriod(value: string | null): value is StatementPeriod {
  return STATEMENT_PERIODS.some((period) => period.value === value);
}

/**
 * The period's bounds as ISO instants, from inclusive and to exclusive. Open periods (up to
 * now) have no upper bound, so the range is stable and makes a stable query key.
 */
export function statementPeriodRange(period: StatementPeriod, now = bankNow()): { from: string; to?: string } {
  const local = inBankTime(now.toISOString());
  const at = bankMonthStart;
  const year = local.year();
  const month = local.month();
  switch (period) {
    case 'current-month':
      return { from: at(year, month).toISOString() };
    case 'last-month': {
      const start = month === 0 ? at(year - 1, 11) : at(year, month - 1);
      return { from: start.toISOString(), to: at(year, month).toISOString() };
    }
    case 'quarter':
      return { from: at(year, month - (month % 3)).toISOString() };
    case 'year':
      return { from: at(year, 0).toISOString() };
  }
}
