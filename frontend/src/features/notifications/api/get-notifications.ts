import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListDto } from '@bank/contracts/notifications';
import { NOTIFICATIONS } from '@bank/contracts/notifications';
import { api } from '../../../shared/api-client';

export interface NotificationPage {
  page: number;
  pageSize: number;
}

/** Every notification query starts with this key, so one invalidation refreshes bell and page. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function getNotifications({ page, pageSize }: NotificationPage): Promise<NotificationListDto> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api.get<NotificationListDto>(`/api/notifications?${query}`);
}

/** SPEC 7: the only polled customer query, every 30 s. */
export const notificationsQueryOptions = (params: NotificationPage) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, params],
    queryFn: () => getNotifications(params),
    refetchInterval: NOTIFICATIONS.POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationPage) {
  return useQuery(notificationsQueryOptions(params));
}
