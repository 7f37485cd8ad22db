import { useMutation } from '@tanstack/react-query';
import type {
  ApplicationStatusDto, ApplicationStatusRequest, ActivateApplicantRequest, SetApplicantPasswordResponse,
  VerifyApplicantEmailRequest, VerifyApplicantEmailResponse,
} from '@bank/contracts/account-opening';
import { api } from '../../../shared/api-client';

/** `POST /api/account-opening/status`: reference number and date of birth, signed out. */
export const useApplicationStatus = () =>
  useMutation({
    mutationFn: (request: ApplicationStatusRequest) =>
      api.post<ApplicationStatusDto>('/api/account-opening/status', request, { handleUnauthorized: false }),
  });

/** `POST /api/account-opening/activate`: the emailed activation link's token and the first password, once. */
export const useActivateApplicant = () =>
  useMutation({
    mutationFn: (request: ActivateApplicantRequest) =>
      api.post<SetApplicantPasswordResponse>('/api/account-opening/activate', request, { handleUnauthorized: false }),
  });

/** `POST /api/account-opening/verify-email`: the token of the link emailed to the applicant. */
export const useVerifyApplicantEmail = () =>
  useMutation({
    mutationFn: (request: VerifyApplicantEmailRequest) =>
      api.post<VerifyApplicantEmailResponse>('/api/account-opening/verify-email', request, { handleUnauthorized: false }),
  });
