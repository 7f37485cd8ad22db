import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InternationalTransferPage } from '@bank/contracts/international';
import { INTERNATIONAL } from '@bank/contracts/international';
import { api } from '../../../shared/api-client';
import { INTERNATIONAL_KEY } from './get-countries';

/** The customer's own international transfers, newest first: the first page of `limit`. */
export function getInternationalTransfers(limit: number): Promise<InternationalTransferPage> {
  return api.get<InternationalTransferPage>(`/api/international-transfers/user?limit=${limit}`);
}

export const recentInternationalTransfersQueryOptions = () =>
  queryOptions({
    queryKey: [...INTERNATIONAL_KEY, 'user', { limit: INTERNATIONAL.RECENT_TRANSFERS }],
    queryFn: () => getInternationalTransfers(INTERNATIONAL.RECENT_TRANSFERS),
  });

/** SPEC 2.17: the recent transfers list shows the first 5. */
export function useRecentInternationalTransfers() {
  return useQuery(recentInternationalTransfersQueryOptions());
}

/** A transfer's PDF receipt: a plain download, the session cookie goes with it. */
export function internationalReceiptUrl(transferId: string): string {
  return `/api/international-transfers/${transferId}/receipt`;
}
