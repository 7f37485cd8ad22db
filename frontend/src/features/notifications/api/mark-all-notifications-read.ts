import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllNotificationsReadResponse } from '@bank/contracts/notifications';
import { NotificationMessages } from '@bank/contracts/notifications';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return api.patch<MarkAllNotificationsReadResponse>('/api/notifications/mark-all-read');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => notify.success({ title: NotificationMessages.ALL_MARKED_READ }),
    onError: (error) => notify.error({ title: errorMessage(error, NotificationMessages.UPDATE_FAILED) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
