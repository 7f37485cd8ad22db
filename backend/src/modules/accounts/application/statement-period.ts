import type { StatementPeriod } from '@bank/contracts/accounts';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';

export const STATEMENT_PERIODS: StatementPeriod[] = ['current-month', 'last-month', 'quarter', 'year'];

/**
 * The period's first and last bank day (both inclusive) as SQL date expressions: calendar month,
 * previous month, calendar quarter and calendar year in bank time; open periods end today.
 * `now()` is the transaction's start, so inside the statement's snapshot the days, the bounds
 * and the lines all agree.
 */
export function periodDaysSql(period: StatementPeriod): { firstDay: string; lastDay: string } {
  const today = `(now() at time zone '${BANK_TIME_ZONE}')::date`;
  const startOf = (unit: string) => `date_trunc('${unit}', ${today})::date`;
  switch (period) {
    case 'current-month': return { firstDay: startOf('month'), lastDay: today };
    case 'last-month': return { firstDay: `(${startOf('month')} - interval '1 month')::date`, lastDay: `(${startOf('month')} - 1)` };
    case 'quarter': return { firstDay: startOf('quarter'), lastDay: today };
    case 'year': return { firstDay: startOf('year'), lastDay: today };
  }
}

/** The instant a bank day starts, as SQL: a day's lines are those from its start to the next day's. */
export function bankDayStartSql(day: string): string {
  return `((${day})::timestamp at time zone '${BANK_TIME_ZONE}')`;
}
