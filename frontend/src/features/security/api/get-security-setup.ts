import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { api } from '../../../shared/api-client';

/** Whether the customer has security questions and a signature (SPEC 3 "Security status"). */
export const SECURITY_SETUP_KEY = ['security-setup'] as const;

export function getSecuritySetup(): Promise<SecuritySetupStatusDto> {
  return api.get<SecuritySetupStatusDto>('/api/auth/security-setup');
}

export const securitySetupQueryOptions = () => queryOptions({ queryKey: SECURITY_SETUP_KEY, queryFn: getSecuritySetup });

export function useSecuritySetup() {
  return useQuery(securitySetupQueryOptions());
}
