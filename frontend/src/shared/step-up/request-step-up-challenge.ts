import { useMutation } from '@tanstack/react-query';
import type { StepUpChallengeDto } from '@bank/contracts/security';
import { api } from '../api-client';

/**
 * One of the customer's security questions, picked by the server (DESIGN 5). A POST, and a
 * mutation rather than a query: every call issues a new single-use challenge.
 */
export function requestStepUpChallenge(): Promise<StepUpChallengeDto> {
  return api.post<StepUpChallengeDto>('/api/auth/step-up/challenge');
}

export function useRequestStepUpChallenge() {
  return useMutation({ mutationFn: requestStepUpChallenge });
}
