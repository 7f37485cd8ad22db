import { useMutation } from '@tanstack/react-query';
import type { CompletePasswordResetRequest, PasswordResetRequest, PasswordResetResponse } from '@bank/contracts/identity';
import type { EmailChangeVerifiedResponse, VerifyEmailChangeRequest } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';

/** `POST /api/password-reset`: the same answer whether or not the customer ID or email matches. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (request: PasswordResetRequest) => api.post<PasswordResetResponse>('/api/password-reset', request, { handleUnauthorized: false }),
  });

/** `POST /api/password-reset/complete`: the emailed link's token and the new password. */
export const useCompletePasswordReset = () =>
  useMutation({
    mutationFn: (request: CompletePasswordResetRequest) =>
      api.post<PasswordResetResponse>('/api/password-reset/complete', request, { handleUnauthorized: false }),
  });

/** `POST /api/profile/email/verify`: the token of the link emailed to a customer's new address. */
export const useVerifyEmailChange = () =>
  useMutation({
    mutationFn: (request: VerifyEmailChangeRequest) =>
      api.post<EmailChangeVerifiedResponse>('/api/profile/email/verify', request, { handleUnauthorized: false }),
  });
