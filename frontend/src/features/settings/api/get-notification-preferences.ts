import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';

export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

export function getNotificationPreferences(): Promise<NotificationPreferencesDto> {
  return api.get<NotificationPreferencesDto>('/api/user/notifications');
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATION_PREFERENCES_KEY, queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
