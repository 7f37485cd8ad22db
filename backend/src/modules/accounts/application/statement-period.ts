import type { StatementPeriod } from '@bank/contracts/accounts';

export const STATEMENT_PERIODS: StatementPeriod[] = ['current-month', 'last-month', 'quarter', 'year'];
