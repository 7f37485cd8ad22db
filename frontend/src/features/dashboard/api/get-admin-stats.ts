import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsDto } from '@bank/contracts/admin';
import { api } from '../../../shared/api-client';

/**
 * GET /api/admin/stats for the administrator's dashboard. The key is the admin panel's own
 * (['admin', 'stats']), so both read one cache entry and the panel's changes refresh it here too.
 */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: () => api.get<AdminStatsDto>('/api/admin/stats') });

export function useAdminStats(enabled: boolean) {
  return useQuery({ ...adminStatsQueryOptions(), enabled });
}
