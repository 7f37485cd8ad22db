import { ChallengeExpired, StepUpLocked, StepUpThrottled } from './security.errors.js';
import { assertMayAskNewChallenge, MAX_STEP_UP_ATTEMPTS, pickQuestionIndex, StepUpAttempts, StepUpChallenge } from './step-up.js';

const at = (iso: string) => new Date(iso);
const noon = at('2026-11-21T12:00:00Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('step-up attempts', () => {
  it('allows three answers; the third wrong one in a row locks for 15 minutes and starts the count again', () => {
    const attempts = new StepUpAttempts('u1');
    expect(attempts.attemptsRemaining).toBe(MAX_STEP_UP_ATTEMPTS);
    expect(attempts.recordFailure(noon)).toBe(false);
    expect(attempts.attemptsRemaining).toBe(2);
    expect(attempts.recordFailure(noon)).toBe(false);
    expect(attempts.attemptsRemaining).toBe(1);
    expect(attempts.recordFailure(noon)).toBe(true);
    expect(attempts.lockedUntil).toEqual(minutesAfter(noon, 15));
    expect(attempts.isLocked(minutesAfter(noon, 14.9))).toBe(true);
    expect(() => attempts.assertNotLocked(minutesAfter(noon, 1))).toThrow(StepUpLocked);
    expect(attempts.isLocked(minutesAfter(noon, 15))).toBe(false);
    expect(attempts.attemptsRemaining).toBe(3);
  });

  it('a right answer clears the count, so wrong answers must come in a row to lock', () => {
    const attempts = new StepUpAttempts('u1');
    attempts.recordFailure(noon);
    attempts.recordFailure(noon);
    attempts.clearFailures();
    expect(attempts.recordFailure(noon)).toBe(false);
    expect(attempts.isLocked(noon)).toBe(false);
  });

  it('clearing the count leaves a running lockout in place', () => {
    const attempts = new StepUpAttempts('u1', 0, minutesAfter(noon, 10));
    attempts.clearFailures();
    expect(attempts.isLocked(noon)).toBe(true);
  });
});

describe('step-up challenges', () => {
  const questionsSavedAt = minutesAfter(noon, -60);

  it('can be answered once, within five minutes', () => {
    const challenge = StepUpChallenge.issue('c1', 'u1', 2, noon);
    expect(challenge.expiresAt).toEqual(minutesAfter(noon, 5));
    challenge.answer(minutesAfter(noon, 4.9), questionsSavedAt);
    expect(() => challenge.answer(minutesAfter(noon, 4.9), questionsSavedAt)).toThrow(ChallengeExpired);
    expect(() => StepUpChallenge.issue('c2', 'u1', 1, noon).answer(minutesAfter(noon, 5), questionsSavedAt)).toThrow(ChallengeExpired);
  });

  it('is open (asked again instead of a new one) until answered, expired or asked from replaced questions', () => {
    const challenge = StepUpChallenge.issue('c1', 'u1', 2, noon);
    expect(challenge.isOpen(minutesAfter(noon, 4.9), questionsSavedAt)).toBe(true);
    expect(challenge.isOpen(minutesAfter(noon, 5), questionsSavedAt)).toBe(false);
    expect(challenge.isOpen(noon, minutesAfter(noon, 1))).toBe(false);
    challenge.answer(noon, questionsSavedAt);
    expect(challenge.isOpen(noon, questionsSavedAt)).toBe(false);
  });

  it('a new one may be asked 10 times in the window, not 11', () => {
    expect(() => assertMayAskNewChallenge(9)).not.toThrow();
    expect(() => assertMayAskNewChallenge(10)).toThrow(StepUpThrottled);
  });

  it('expires when the questions were replaced after it was asked', () => {
    expect(() => StepUpChallenge.issue('c1', 'u1', 1, noon).answer(noon, minutesAfter(noon, 1))).toThrow(ChallengeExpired);
  });

  it('picks any of the three questions, and after a wrong answer a different one', () => {
    expect([0, 1, 2].map((n) => pickQuestionIndex(() => n))).toEqual([1, 2, 3]);
    for (const failed of [1, 2, 3] as const) {
      const next = [0, 1].map((n) => pickQuestionIndex(() => n, failed));
      expect(next).not.toContain(failed);
      expect(new Set(next).size).toBe(2);
    }
  });
});
