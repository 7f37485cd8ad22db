import { useMutation } from '@tanstack/react-query';
import type { StepUpAuthorizationDto, StepUpChallengeDto, StepUpVerifyRequest } from '@bank/contracts/security';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError, api } from '../api-client';

/** The answer (or the app's code) and the drawn signature; on success a token bound to exactly this transfer. */
export function verifyStepUp(request: StepUpVerifyRequest): Promise<StepUpAuthorizationDto> {
  return api.post<StepUpAuthorizationDto>('/api/auth/step-up/verify', request);
}

export function useVerifyStepUp() {
  return useMutation({ mutationFn: verifyStepUp });
}

/** A wrong answer's 401 carries the next (different) question; a wrong code's or passkey's, the same factor again. */
export function nextChallengeOf(error: unknown): StepUpChallengeDto | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.IDENTITY_INCORRECT_ANSWER) return null;
  const next = error.body.nextChallenge as StepUpChallengeDto | undefined;
  if (next?.factor === 'authenticator-code' || next?.factor === 'passkey') return next;
  return next?.factor === 'security-question' && typeof next.challengeId === 'string' ? next : null;
}
