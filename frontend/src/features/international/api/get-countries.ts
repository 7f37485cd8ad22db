import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedCountryDto } from '@bank/contracts/international';
import { api } from '../../../shared/api-client';

/** Everything under this key is international-transfer data; a new transfer refreshes it. */
export const INTERNATIONAL_KEY = ['international-transfers'] as const;

/** The active countries with their fees, limits, times and (for India) the NBFC partners. */
export function getCountries(): Promise<SupportedCountryDto[]> {
  return api.get<SupportedCountryDto[]>('/api/international-transfers/countries');
}

export const countriesQueryOptions = () =>
  // Reference data: it changes when staff edit it, not while a form is being filled.
  queryOptions({ queryKey: [...INTERNATIONAL_KEY, 'countries'], queryFn: getCountries, staleTime: 10 * 60_000 });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
