import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityStatusDto } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';

export const SECURITY_STATUS_KEY = ['security-status'] as const;

export function getSecurityStatus(): Promise<SecurityStatusDto> {
  return api.get<SecurityStatusDto>('/api/user/security');
}

export const securityStatusQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_STATUS_KEY, queryFn: getSecurityStatus });

export function useSecurityStatus() {
  return useQuery(securityStatusQueryOptions());
}
