import type { StepUpPurpose } from '../domain/step-up-authorization.js';

/**
 * FOR TESTS AND THE TRANSFER BENCHMARK'S SET-UP ONLY: issues a step-up authorization without the
 * question and signature (`app.get(STEP_UP_TOKEN_MINTER).mint(…)`), on the caller's transaction if
 * there is one. Never inject it into a request path. The token is bound exactly as verification binds it.
 */
export interface StepUpTokenMinter {
  mint(authorization: { userId: string; purpose: StepUpPurpose; payload: Record<string, unknown>; ttlSeconds?: number }): Promise<string>;
}

export const STEP_UP_TOKEN_MINTER = Symbol('StepUpTokenMinter');
