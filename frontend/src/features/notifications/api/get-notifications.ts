import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDto, NotificationListDto } from '@bank/contracts/notifications';
import { NOTIFICATIONS } from '@bank/contracts/notifications';
import type { CursorQuery } from '@bank/contracts/paging';
import { api } from '../../../shared/api-client';
import { useCursorPages } from '../../../shared/cursor-pages';

/** Every notification query starts with this key, so one invalidation refreshes bell and page. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function getNotifications({ cursor, limit }: CursorQuery): Promise<NotificationListDto> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (limit) query.set('limit', String(limit));
  return api.get<NotificationListDto>(`/api/notifications?${query}`);
}

/** SPEC 7: the only polled customer query, every 30 s. */
export const notificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { limit }],
    queryFn: () => getNotifications({ limit }),
    refetchInterval: NOTIFICATIONS.POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });

/** The newest `limit` notifications: the bell's panel. */
export function useNotifications(limit: number) {
  return useQuery(notificationsQueryOptions(limit));
}

/** Every notification, "Load more" at a time: the notifications page, polled like the bell. */
export function useNotificationPages(limit: number) {
  return useCursorPages<NotificationDto, NotificationListDto>({
    queryKey: [...NOTIFICATIONS_KEY, 'pages', { limit }],
    fetchPage: (cursor) => getNotifications({ cursor, limit }),
    refetchInterval: NOTIFICATIONS.POLL_INTERVAL_MS,
  });
}
