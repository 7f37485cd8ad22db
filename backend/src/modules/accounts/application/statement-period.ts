import type { StatementPeriod } from '@bank/contracts/accounts';

export const STATEMENT_PERIODS: StatementPeriod[] = ['current-month', 'last-month', 'quarter', 'year'];

/**
 * The period's bounds as SQL expressions in bank time (US Eastern, as the Banking tab shows):
 * calendar month, previous month, calendar quarter and calendar year; open periods end now.
 */
export function periodBoundsSql(period: StatementPeriod): { from: string; to: string } {
  const local = `(now() at time zone 'America/New_York')`;
  const toUtc = (expr: string) => `((${expr}) at time zone 'America/New_York')`;
  switch (period) {
    case 'current-month': return { from: toUtc(`date_trunc('month', ${local})`), to: 'now()' };
    case 'last-month': return { from: toUtc(`date_trunc('month', ${local}) - interval '1 month'`), to: toUtc(`date_trunc('month', ${local})`) };
    case 'quarter': return { from: toUtc(`date_trunc('quarter', ${local})`), to: 'now()' };
    case 'year': return { from: toUtc(`date_trunc('year', ${local})`), to: 'now()' };
  }
}
