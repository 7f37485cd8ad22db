import type { QuestionIndex } from './security-questions.js';
import { QUESTION_INDEXES } from './security-questions.js';
import { ChallengeExpired, StepUpLocked, StepUpThrottled } from './security.errors.js';

export const MAX_STEP_UP_ATTEMPTS = 3;
export const STEP_UP_LOCKOUT_MINUTES = 15;
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/**
 * Questions a customer may be asked in the window without answering them right (left to expire,
 * or answered wrong). An open question is asked again for free; a right answer does not count.
 */
export const MAX_NEW_CHALLENGES = 10;
export const NEW_CHALLENGES_WINDOW_MINUTES = 15;

/**
 * Wrong answers in a row at step-up. The third locks step-up for 15 minutes; the count then
 * starts again, so after the lockout the customer has three attempts again. A right answer
 * clears the count.
 */
export class StepUpAttempts {
  constructor(readonly userId: string, public failedAttempts = 0, public lockedUntil: Date | null = null) {}

  isLocked(now: Date): boolean {
    return this.lockedUntil !== null && this.lockedUntil.getTime() > now.getTime();
  }

  assertNotLocked(now: Date): void {
    if (this.isLocked(now)) throw new StepUpLocked();
  }

  get attemptsRemaining(): number {
    return MAX_STEP_UP_ATTEMPTS - this.failedAttempts;
  }

  /** Counts a wrong answer; true when it is the one that locks. */
  recordFailure(now: Date): boolean {
    this.failedAttempts += 1;
    if (this.failedAttempts < MAX_STEP_UP_ATTEMPTS) return false;
    this.failedAttempts = 0;
    this.lockedUntil = new Date(now.getTime() + STEP_UP_LOCKOUT_MINUTES * 60_000);
    return true;
  }

  /** After a right answer, or new questions. A running lockout stands: it is about time, not answers. */
  clearFailures(): void {
    this.failedAttempts = 0;
  }
}

/** One question put to the customer: answered once, within five minutes, against the questions it was asked from. */
export class StepUpChallenge {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly questionIndex: QuestionIndex,
    readonly createdAt: Date,
    readonly expiresAt: Date,
    public answeredAt: Date | null = null,
  ) {}

  static issue(id: string, userId: string, questionIndex: QuestionIndex, now: Date): StepUpChallenge {
    return new StepUpChallenge(id, userId, questionIndex, now, new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000));
  }

  /** Not answered, not expired, and asked from the questions the customer has now. */
  isOpen(now: Date, questionsUpdatedAt: Date): boolean {
    const stale = this.createdAt.getTime() < questionsUpdatedAt.getTime();
    return !this.answeredAt && this.expiresAt.getTime() > now.getTime() && !stale;
  }

  /** Closes the challenge for good; refused when it is no longer open. */
  answer(now: Date, questionsUpdatedAt: Date): void {
    if (!this.isOpen(now, questionsUpdatedAt)) throw new ChallengeExpired();
    this.answeredAt = now;
  }
}

/**
 * Asking for a question while one is open gives that one again, so the question cannot be
 * re-rolled; a new one is refused once MAX_NEW_CHALLENGES in the window went unauthorized.
 */
export function assertMayAskNewChallenge(unauthorizedInWindow: number): void {
  if (unauthorizedInWindow >= MAX_NEW_CHALLENGES) throw new StepUpThrottled();
}

/** One of the three questions at random; never `except` (after a wrong answer, a different one). */
export function pickQuestionIndex(randomInt: (max: number) => number, except?: QuestionIndex): QuestionIndex {
  const choices = QUESTION_INDEXES.filter((i) => i !== except);
  return choices[randomInt(choices.length)];
}
