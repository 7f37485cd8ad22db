import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementDto, StatementPeriod } from '@bank/contracts/accounts';
import { ACCOUNTS_KEY } from '../../../shared/accounts';
import { api } from '../../../shared/api-client';

export function getStatement(accountId: string, period: StatementPeriod): Promise<StatementDto> {
  const params = new URLSearchParams({ accountId, period });
  return api.get<StatementDto>(`/api/statements?${params}`);
}

/**
 * Keyed under the accounts key: a statement is a view of an account's ledger, so whatever
 * refreshes the balances (a transfer) refreshes the statement too.
 */
export const statementQueryOptions = (accountId: string, period: StatementPeriod) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, accountId, 'statement', period],
    queryFn: () => getStatement(accountId, period),
  });

export function useStatement(accountId: string, period: StatementPeriod, enabled: boolean) {
  return useQuery({ ...statementQueryOptions(accountId, period), enabled });
}
