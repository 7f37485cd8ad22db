import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedCountryDto } from '@bank/contracts/international';
import { api } from '../../../shared/api-client';

/**
 * The countries with their fees, times and India's NBFC partners, for the answers about
 * international fees. The key is the international transfer form's, so both share one copy.
 */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['international-transfers', 'countries'],
    queryFn: () => api.get<SupportedCountryDto[]>('/api/international-transfers/countries'),
    staleTime: 10 * 60_000,
  });

export function useCountries(enabled: boolean) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}
