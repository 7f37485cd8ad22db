import { useMutation } from '@tanstack/react-query';
import type {
  ApplicationStatusDto, ApplicationStatusRequest, SetApplicantPasswordRequest, SetApplicantPasswordResponse,
  VerifyApplicantEmailRequest, VerifyApplicantEmailResponse,
} from '@bank/contracts/account-opening';
import { api } from '../../../shared/api-client';

/** `POST /api/account-opening/status`: reference number and date of birth, signed out. */
export const useApplicationStatus = () =>
  useMutation({
    mutationFn: (request: ApplicationStatusRequest) =>
      api.post<ApplicationStatusDto>('/api/account-opening/status', request, { handleUnauthorized: false }),
  });

/** `POST /api/account-opening/set-password`: once, after approval. */
export const useSetApplicantPassword = () =>
  useMutation({
    mutationFn: (request: SetApplicantPasswordRequest) =>
      api.post<SetApplicantPasswordResponse>('/api/account-opening/set-password', request, { handleUnauthorized: false }),
  });

/** `POST /api/account-opening/verify-email`: the token of the link emailed to the applicant. */
export const useVerifyApplicantEmail = () =>
  useMutation({
    mutationFn: (request: VerifyApplicantEmailRequest) =>
      api.post<VerifyApplicantEmailResponse>('/api/account-opening/verify-email', request, { handleUnauthorized: false }),
  });
