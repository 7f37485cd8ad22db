import { useQuery } from '@tanstack/react-query';
import type { FundingDto } from '@bank/contracts/payments';
import { api } from '../../../shared/api-client';

/** How to fund one's accounts from outside: empty once money has arrived (issue 28 item 11). */
export function useFunding(enabled: boolean) {
  return useQuery({ queryKey: ['funding'], queryFn: () => api.get<FundingDto>('/api/funding'), enabled, staleTime: 60_000 });
}
