import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { SECURITY_SETUP_KEY, securitySetupQueryOptions } from '../../../shared/step-up/transfer-security';

// The status lives in shared/: the transfer pages read it too, to say before the form that it is missing.
export { SECURITY_SETUP_KEY };

/**
 * After a successful save: the server has it, so the cached status says so at once and the
 * wizard may move on, while the status and the questions reload in the background.
 */
export function securitySaved(queryClient: QueryClient, saved: Partial<SecuritySetupStatusDto>): void {
  queryClient.setQueryData<SecuritySetupStatusDto>(SECURITY_SETUP_KEY, (status) => status && { ...status, ...saved });
  void queryClient.invalidateQueries({ queryKey: SECURITY_SETUP_KEY });
}

export function useSecuritySetup() {
  return useQuery(securitySetupQueryOptions());
}
