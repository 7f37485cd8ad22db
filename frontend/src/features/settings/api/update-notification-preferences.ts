import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesDto, UpdateNotificationPreferencesRequest } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NOTIFICATION_PREFERENCES_KEY } from './get-notification-preferences';

export function updateNotificationPreferences(body: UpdateNotificationPreferencesRequest): Promise<NotificationPreferencesDto> {
  return api.patch<NotificationPreferencesDto>('/api/user/notifications', body);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, preferences);
      notify.success({ title: ProfileMessages.NOTIFICATIONS_UPDATED });
    },
    onError: (error) => notify.error({ title: errorMessage(error, ProfileMessages.NOTIFICATIONS_FAILED) }),
  });
}
