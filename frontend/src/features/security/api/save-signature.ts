import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSignatureRequest, SecuritySavedResponse } from '@bank/contracts/security';
import { SecurityMessages } from '@bank/contracts/security';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { securitySaved } from './get-security-setup';

export function saveSignature(request: SaveSignatureRequest): Promise<SecuritySavedResponse> {
  return api.post<SecuritySavedResponse>('/api/auth/signature', request);
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignature,
    onSuccess: () => {
      notify.success({ title: SecurityMessages.SIGNATURE_SAVED, description: 'Your signature is registered for transfer authorization.' });
      securitySaved(queryClient, { hasSignature: true });
    },
    onError: (error) =>
      notify.error({ title: 'Signature Save Failed', description: errorMessage(error, 'Failed to save signature') }),
  });
}
