import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationMessages } from '@bank/contracts/notifications';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function deleteNotification(id: string): Promise<unknown> {
  return api.delete(`/api/notifications/${encodeURIComponent(id)}`);
}

/** No success toast: the row disappearing is the feedback (SPEC 7 names none). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onError: (error) => notify.error({ title: errorMessage(error, NotificationMessages.UPDATE_FAILED) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
