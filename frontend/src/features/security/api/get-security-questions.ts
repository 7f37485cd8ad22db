import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityQuestionsDto } from '@bank/contracts/security';
import { api } from '../../../shared/api-client';
import { SECURITY_SETUP_KEY } from './get-security-setup';

/** The customer's current questions, never the answers (DESIGN 5). Under the set-up key, so saving refreshes both. */
export const SECURITY_QUESTIONS_KEY = [...SECURITY_SETUP_KEY, 'questions'] as const;

export function getSecurityQuestions(): Promise<SecurityQuestionsDto> {
  return api.get<SecurityQuestionsDto>('/api/user/security-questions');
}

export const securityQuestionsQueryOptions = () => queryOptions({ queryKey: SECURITY_QUESTIONS_KEY, queryFn: getSecurityQuestions });

export function useSecurityQuestions() {
  return useQuery(securityQuestionsQueryOptions());
}
