import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSignatureRequest, SecuritySavedResponse, SecuritySetupStatusDto } from '@bank/contracts/security';
import { SecurityMessages } from '@bank/contracts/security';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { SECURITY_SETUP_KEY } from './get-security-setup';

export function saveSignature(request: SaveSignatureRequest): Promise<SecuritySavedResponse> {
  return api.post<SecuritySavedResponse>('/api/auth/signature', request);
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignature,
    onSuccess: () => {
      notify.success({ title: SecurityMessages.SIGNATURE_SAVED, description: 'Your signature is registered for transfer authorization.' });
      // The server has it: the wizard may move on now, while the status and questions reload.
      queryClient.setQueryData<SecuritySetupStatusDto>(SECURITY_SETUP_KEY, (status) => status && { ...status, hasSignature: true });
      void queryClient.invalidateQueries({ queryKey: SECURITY_SETUP_KEY });
    },
    onError: (error) =>
      notify.error({ title: 'Signature Save Failed', description: errorMessage(error, 'Failed to save signature') }),
  });
}
