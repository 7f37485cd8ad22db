import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRateDto } from '@bank/contracts/international';
import { api } from '../../../shared/api-client';
import { INTERNATIONAL_KEY } from './get-countries';

/** The stored USD rates the live summary converts with: the same the server books at. */
export function getExchangeRates(): Promise<ExchangeRateDto[]> {
  return api.get<ExchangeRateDto[]>('/api/international-transfers/rates');
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: [...INTERNATIONAL_KEY, 'rates'], queryFn: getExchangeRates, staleTime: 5 * 60_000 });

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
