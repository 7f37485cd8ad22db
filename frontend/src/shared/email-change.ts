import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeResponse } from '@bank/contracts/profile';
import { api } from './api-client';
import { CURRENT_USER_KEY } from './current-user';

/**
 * The pending new email (UserDto.pendingEmail) as the Profile page and Settings show it: the link
 * sent again, or the change dropped. Both refresh the cached user.
 */
export function useResendEmailChange() {
  return useMutation({ mutationFn: () => api.post<EmailChangeResponse>('/api/profile/email/resend') });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EmailChangeResponse>('/api/profile/email/pending'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
