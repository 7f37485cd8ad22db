import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSecurityQuestionsRequest, SecuritySavedResponse } from '@bank/contracts/security';
import { SecurityMessages } from '@bank/contracts/security';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { securitySaved } from './get-security-setup';

export function saveSecurityQuestions(request: SaveSecurityQuestionsRequest): Promise<SecuritySavedResponse> {
  return api.post<SecuritySavedResponse>('/api/auth/security-questions', request);
}

export function useSaveSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityQuestions,
    onSuccess: () => {
      notify.success({ title: SecurityMessages.QUESTIONS_SAVED, description: 'Your three security questions are set.' });
      securitySaved(queryClient, { hasQuestions: true });
    },
    onError: (error) =>
      notify.error({ title: 'Setup Failed', description: errorMessage(error, 'Failed to save security questions') }),
  });
}
