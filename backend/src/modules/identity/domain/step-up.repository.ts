import type { StepUpAttempts, StepUpChallenge } from './step-up.js';
import type { StepUpAuthorization, StepUpPurpose } from './step-up-authorization.js';

export interface StepUpRepository {
  /** The customer's attempt count, row-locked until the transaction ends (so answers are counted one at a time). */
  lockAttempts(userId: string): Promise<StepUpAttempts>;
  saveAttempts(attempts: StepUpAttempts): Promise<void>;
  findChallenge(id: string): Promise<StepUpChallenge | null>;
  /** The customer's newest challenge that is neither answered nor expired at `now`. */
  findUnansweredChallenge(userId: string, now: Date): Promise<StepUpChallenge | null>;
  /**
   * Questions the customer was asked since `since` that did not end in an authorization: those
   * asked, less the authorizations given (each right answer gives one).
   */
  countUnauthorizedChallengesSince(userId: string, since: Date): Promise<number>;
  saveChallenge(challenge: StepUpChallenge): Promise<void>;
  addAuthorization(authorization: StepUpAuthorization): Promise<void>;
  /**
   * The matching authorization if it is unused and unexpired (authorizationId null otherwise), and
   * whether the user may move money; nothing is marked used. A transfer spends it in its own
   * statement (StepUpStatementParts.spendToken).
   */
  findAuthorization(by: AuthorizationMatch): Promise<FoundAuthorization>;
  /** Withdraws the customer's unused authorizations (their credentials were reset); how many. */
  withdrawUnusedAuthorizations(userId: string): Promise<number>;
  /**
   * Forgets what can no longer matter: questions that expired before `expiredBefore`, and
   * authorizations that expired unused before it (they authorized nothing). Used ones stay: each
   * is the customer's evidence of consent to a transfer.
   */
  purgeExpired(expiredBefore: Date): Promise<{ challenges: number; authorizations: number }>;
}

export interface AuthorizationMatch {
  tokenHash: string;
  userId: string;
  purpose: StepUpPurpose;
  payloadHash: string;
}

export interface FoundAuthorization {
  authorizationId: string | null;
  transactionRestricted: boolean;
  restrictionReason: string | null;
}
