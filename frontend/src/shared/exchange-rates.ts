import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRateDto } from '@bank/contracts/international';
import { api } from './api-client';

/**
 * The stored USD rates (GET /api/international-transfers/rates): the customer's live summary
 * converts with them (the same the server books at) and the back office edits them. In shared/
 * because features never import each other; a rate change invalidates this key. It sits under
 * the international feature's key, so a new transfer refreshes it too.
 */
export const EXCHANGE_RATES_KEY = ['international-transfers', 'rates'] as const;

export function getExchangeRates(): Promise<ExchangeRateDto[]> {
  return api.get<ExchangeRateDto[]>('/api/international-transfers/rates');
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: EXCHANGE_RATES_KEY, queryFn: getExchangeRates, staleTime: 5 * 60_000 });

export function useExchangeRates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...exchangeRatesQueryOptions(), enabled });
}
