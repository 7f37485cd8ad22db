import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto } from '@bank/contracts/notifications';
import { NotificationMessages } from '@bank/contracts/notifications';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markNotificationRead(id: string): Promise<NotificationDto> {
  return api.patch<NotificationDto>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onError: (error) => notify.error({ title: errorMessage(error, NotificationMessages.UPDATE_FAILED) }),
  });
}
