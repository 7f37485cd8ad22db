import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSecurityQuestionsRequest, SecuritySavedResponse, SecuritySetupStatusDto } from '@bank/contracts/security';
import { SecurityMessages } from '@bank/contracts/security';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { SECURITY_SETUP_KEY } from './get-security-setup';

export function saveSecurityQuestions(request: SaveSecurityQuestionsRequest): Promise<SecuritySavedResponse> {
  return api.post<SecuritySavedResponse>('/api/auth/security-questions', request);
}

export function useSaveSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityQuestions,
    onSuccess: () => {
      notify.success({ title: SecurityMessages.QUESTIONS_SAVED, description: 'Your three security questions are set.' });
      // The server has it: the wizard may move on now, while the status and questions reload.
      queryClient.setQueryData<SecuritySetupStatusDto>(SECURITY_SETUP_KEY, (status) => status && { ...status, hasQuestions: true });
      void queryClient.invalidateQueries({ queryKey: SECURITY_SETUP_KEY });
    },
    onError: (error) =>
      notify.error({ title: 'Setup Failed', description: errorMessage(error, 'Failed to save security questions') }),
  });
}
