import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearNotificationsResponse } from '@bank/contracts/notifications';
import { NotificationMessages } from '@bank/contracts/notifications';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function clearNotifications(): Promise<ClearNotificationsResponse> {
  return api.delete<ClearNotificationsResponse>('/api/notifications');
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => notify.success({ title: NotificationMessages.ALL_CLEARED }),
    onError: (error) => notify.error({ title: errorMessage(error, NotificationMessages.UPDATE_FAILED) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
