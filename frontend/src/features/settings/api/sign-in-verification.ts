import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpConfirmedResponse, TotpEnrolmentResponse } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { SECURITY_STATUS_KEY } from './get-security-status';

/** Sign-in verification with an authenticator app: POST /api/user/2fa/enable, /confirm and /disable. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: () => api.post<TotpEnrolmentResponse>('/api/user/2fa/enable') });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<TotpConfirmedResponse>('/api/user/2fa/confirm', { code }),
    onSuccess: () => notify.success({ title: ProfileMessages.TWO_FACTOR_ENABLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_STATUS_KEY }),
  });
}

export function useDisableVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api.post<{ message: string }>('/api/user/2fa/disable', body),
    onSuccess: () => notify.success({ title: ProfileMessages.TWO_FACTOR_DISABLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_STATUS_KEY }),
  });
}
