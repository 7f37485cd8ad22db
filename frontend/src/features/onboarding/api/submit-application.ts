import { useMutation } from '@tanstack/react-query';
import { AccountOpeningMessages as M, type AccountOpeningRequest, type AccountOpeningResponse } from '@bank/contracts/account-opening';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';

/** SPEC 7: POST /api/admin/account-opening, signed out; SPEC 8's success and failure toasts. */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: (request: AccountOpeningRequest) =>
      api.post<AccountOpeningResponse>('/api/account-opening', request, { handleUnauthorized: false }),
    onSuccess: ({ referenceNumber }) => notify.success({ title: M.SUBMITTED_TITLE, description: M.submittedDescription(referenceNumber) }),
    onError: (error) => notify.error({ title: M.SUBMISSION_FAILED_TITLE, description: errorMessage(error, M.SUBMISSION_FAILED) }),
  });
}
