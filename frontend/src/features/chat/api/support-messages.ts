import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveSupportMessageRequest, SupportMessageDto } from '@bank/contracts/notifications';
import { api } from '../../../shared/api-client';

const MY_MESSAGES_KEY = ['support-messages'] as const;

/** The customer's latest messages to staff with their replies; read each time the chat opens. */
export function useMySupportMessages(enabled: boolean) {
  return useQuery({
    queryKey: MY_MESSAGES_KEY,
    queryFn: () => api.get<SupportMessageDto[]>('/api/messages'),
    enabled,
    // Fresh each time the chat opens: staff may have replied meanwhile.
    staleTime: 0,
  });
}

export function useLeaveSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveSupportMessageRequest) => api.post<{ message: string; supportMessage: SupportMessageDto }>('/api/messages', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY }),
  });
}
