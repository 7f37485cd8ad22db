import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';

/** Ends the customer's other sessions on the server; this one stays signed in. */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.patch<ChangePasswordResponse>('/api/user/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
