import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { api } from '../../../shared/api-client';

/** Whether the customer has security questions and a signature (SPEC 3 "Security status"). */
export const SECURITY_SETUP_KEY = ['security-setup'] as const;

export function getSecuritySetup(): Promise<SecuritySetupStatusDto> {
  return api.get<SecuritySetupStatusDto>('/api/auth/security-setup');
}

export const securitySetupQueryOptions = () => queryOptions({ queryKey: SECURITY_SETUP_KEY, queryFn: getSecuritySetup });

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
