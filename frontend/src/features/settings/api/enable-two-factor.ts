import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorResponse } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { SECURITY_STATUS_KEY } from './get-security-status';

export function enableTwoFactor(): Promise<TwoFactorResponse> {
  return api.post<TwoFactorResponse>('/api/user/2fa/enable');
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => notify.success({ title: ProfileMessages.TWO_FACTOR_ENABLED }),
    onError: (error) => notify.error({ title: errorMessage(error, ProfileMessages.TWO_FACTOR_FAILED) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_STATUS_KEY }),
  });
}
