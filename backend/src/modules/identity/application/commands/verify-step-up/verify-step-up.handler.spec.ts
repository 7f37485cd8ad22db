import type { Clock } from '../../../../../shared/clock.js';
import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { DomainEvent } from '../../../../../shared/outbox/domain-event.js';
import type { Outbox } from '../../../../../shared/outbox/outbox.js';
import { IncorrectAnswer, SignatureNotConfigured, StepUpLocked } from '../../../domain/security.errors.js';
import { SecurityQuestions } from '../../../domain/security-questions.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import { StepUpAttempts, StepUpChallenge } from '../../../domain/step-up.js';
import { payloadHash, tokenHash, type StepUpAuthorization } from '../../../domain/step-up-authorization.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { StepUpLockedOut } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { VerifyStepUp } from './verify-step-up.command.js';
import { VerifyStepUpHandler } from './verify-step-up.handler.js';
import { InvalidVerificationCode } from '../../../domain/sign-in-verification.js';
import type { SignInVerifier } from '../../sign-in-verifier.js';
import type { PasskeyVerifier } from '../../passkey-verifier.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const CHALLENGE_ID = '3f2b9a60-7c1e-4d2a-9b8e-5a6c7d8e9f01';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const RENT = { fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100.00', description: 'Rent' };

/** The handler against in-memory repositories: the counting and locking rules without a database. */
function setUp({ signature = true, failedAttempts = 0, appCode = null as string | null } = {}) {
  const attempts = new StepUpAttempts('u1', failedAttempts);
  const challenges = new Map([[CHALLENGE_ID, StepUpChallenge.issue(CHALLENGE_ID, 'u1', 2, new Date(NOW.getTime() - 60_000))]]);
  const authorizations: StepUpAuthorization[] = [];
  const stepUp = {
    lockAttempts: async () => attempts,
    saveAttempts: async () => {},
    findChallenge: async (id: string) => challenges.get(id) ?? null,
    saveChallenge: async (c: StepUpChallenge) => { challenges.set(c.id, c); },
    addAuthorization: async (a: StepUpAuthorization) => { authorizations.push(a); },
  } as unknown as StepUpRepository;
  const stored = SecurityQuestions.create({ id: 'q', userId: 'u1', questions: ['Q1 ?', 'Q2 ?', 'Q3 ?'], answerHashes: ['h:rex', 'h:lisbon', 'h:blue'] }, new Date(0));
  const questions = { findByUserId: async () => stored } as unknown as SecurityQuestionsRepository;
  const signatures = { exists: async () => signature } as unknown as SignatureRepository;
  const hasher = { verify: async (hash: string, answer: string) => hash === `h:${answer}` } as unknown as PasswordHasher;
  const events: DomainEvent[] = [];
  const outbox = { record: async (...e: DomainEvent[]) => { events.push(...e); } } as unknown as Outbox;
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  const clock = { now: () => NOW } as Clock;
  // A customer with sign-in verification on: the app's code `appCode` is accepted once.
  const spent: string[] = [];
  const signInVerification = {
    methods: async () => (appCode !== null ? ['authenticator-code'] : []),
    verify: async (_userId: string, code: string) => {
      if (code !== appCode || spent.includes(code)) throw new InvalidVerificationCode();
      spent.push(code);
    },
  } as unknown as SignInVerifier;
  // Passkeys are the contract suite's (passkeys.contract.spec.ts): none here.
  const passkeys = {} as PasskeyVerifier;
  const handler = new VerifyStepUpHandler(questions, signatures, stepUp, hasher, tx, outbox, clock, signInVerification, passkeys);
  const answer = (text: string, challengeId = CHALLENGE_ID) =>
    handler.execute(new VerifyStepUp('u1', { challengeId, answer: text, signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: RENT }));
  const enterCode = (code: unknown) =>
    handler.execute(new VerifyStepUp('u1', { code, signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: RENT }));
  return { answer, enterCode, attempts, challenges, authorizations, events };
}

describe('VerifyStepUp', () => {
  it('a right answer (any case, trimmed) clears the count and issues a token bound to the customer and this transfer', async () => {
    const { answer, attempts, authorizations } = setUp({ failedAttempts: 2 });
    const { authorizationToken, expiresAt } = await answer('  LISBON ');
    expect(attempts.failedAttempts).toBe(0);
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatchObject({
      userId: 'u1', purpose: 'domestic-transfer', tokenHash: tokenHash(authorizationToken), payloadHash: payloadHash('domestic-transfer', RENT), signatureData: SIGNATURE,
    });
    expect(expiresAt).toBe('2026-11-21T12:05:00.000Z');
  });

  it('a wrong answer counts, closes the question and asks a different one', async () => {
    const { answer, attempts, challenges, authorizations } = setUp();
    const refusal = await answer('Porto').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(IncorrectAnswer);
    const { nextChallenge } = (refusal as IncorrectAnswer).extra;
    expect(nextChallenge).toMatchObject({ factor: 'security-question', attemptsRemaining: 2 });
    expect(nextChallenge.factor === 'security-question' && nextChallenge.question).not.toBe('Q2 ?');
    expect(attempts.failedAttempts).toBe(1);
    expect(challenges.get(CHALLENGE_ID)!.answeredAt).toEqual(NOW);
    expect(authorizations).toEqual([]);
  });

  it('the third wrong answer locks for 15 minutes and records StepUpLockedOut', async () => {
    const { answer, attempts, events } = setUp({ failedAttempts: 2 });
    await expect(answer('Porto')).rejects.toBeInstanceOf(StepUpLocked);
    expect(attempts.lockedUntil).toEqual(new Date('2026-11-21T12:15:00Z'));
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(StepUpLockedOut);
    expect(events[0].payload).toEqual({ userId: 'u1', lockedUntil: '2026-11-21T12:15:00.000Z' });
  });

  it('refuses before any answer is checked when the bank reset the signature, and counts nothing', async () => {
    const { answer, attempts } = setUp({ signature: false });
    await expect(answer('Porto')).rejects.toBeInstanceOf(SignatureNotConfigured);
    expect(attempts.failedAttempts).toBe(0);
  });

  describe('a customer with sign-in verification on', () => {
    it('is authorized by the app\'s code, not by a security answer, and each code once', async () => {
      const { answer, enterCode, authorizations } = setUp({ appCode: '123456' });
      await expect(answer('lisbon')).rejects.toBeInstanceOf(ValidationFailed);
      const { authorizationToken } = await enterCode(' 123456 ');
      expect(authorizations).toHaveLength(1);
      expect(authorizations[0]).toMatchObject({ tokenHash: tokenHash(authorizationToken), payloadHash: payloadHash('domestic-transfer', RENT) });
      const replay = await enterCode('123456').catch((e: unknown) => e);
      expect(replay).toBeInstanceOf(IncorrectAnswer);
      expect(authorizations).toHaveLength(1);
    });

    it('a wrong code counts like a wrong answer and asks for another code; the third locks', async () => {
      const { enterCode, attempts, events } = setUp({ appCode: '123456', failedAttempts: 1 });
      const refusal = await enterCode('654321').catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(IncorrectAnswer);
      expect((refusal as IncorrectAnswer).message).toBe('Incorrect code. 1 attempts remaining.');
      expect((refusal as IncorrectAnswer).extra.nextChallenge).toEqual({ factor: 'authenticator-code', passkey: false, attemptsRemaining: 1 });
      expect(attempts.failedAttempts).toBe(2);
      await expect(enterCode('000000')).rejects.toBeInstanceOf(StepUpLocked);
      expect(events[0]).toBeInstanceOf(StepUpLockedOut);
    });

    it('a missing code, or a recovery code, is refused without counting', async () => {
      const { enterCode, attempts } = setUp({ appCode: '123456' });
      for (const code of [undefined, '', 'abcde-fghjk', '12345']) {
        const refusal = await enterCode(code).catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(ValidationFailed);
        expect((refusal as ValidationFailed).message).toBe('Please enter the 6-digit code from your authenticator app');
      }
      expect(attempts.failedAttempts).toBe(0);
    });
  });
});
