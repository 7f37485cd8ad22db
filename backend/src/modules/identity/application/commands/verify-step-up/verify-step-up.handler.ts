import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepUpAuthorizationDto } from '@bank/contracts/security';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound, ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { IncorrectAnswer, type NextChallenge, SECURITY_MESSAGES, type WrongFactor, SecurityQuestionsNotConfigured, SignatureNotConfigured, StepUpLocked } from '../../../domain/security.errors.js';
import { normalizeAnswer } from '../../../domain/security-questions.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import { checkSignatureData } from '../../../domain/signature.js';
import { pickQuestionIndex, StepUpChallenge } from '../../../domain/step-up.js';
import { isStepUpPurpose, StepUpAuthorization, type StepUpPurpose } from '../../../domain/step-up-authorization.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { PASSWORD_HASHER, SECURITY_QUESTIONS_REPOSITORY, SIGNATURE_REPOSITORY, STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { StepUpLockedOut } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { VerifyStepUp } from './verify-step-up.command.js';
import { isUuid } from '../../../../../shared/ids.js';
import { InvalidVerificationCode, isTotpCode } from '../../../domain/sign-in-verification.js';
import { secondFactorChallenge, SignInVerifier, type SecondFactor } from '../../sign-in-verifier.js';
import { PasskeyChallengeExpired, PasskeyNotAccepted, transferChallenge } from '../../../domain/passkey.js';
import { PasskeyVerifier } from '../../passkey-verifier.js';

type Outcome =
  | { kind: 'authorized'; authorization: StepUpAuthorizationDto }
  | { kind: 'incorrect'; wrong: WrongFactor; nextChallenge: NextChallenge }
  | { kind: 'locked' };

type Request = {
  signatureData: string; purpose: StepUpPurpose; payload: Record<string, unknown>; challengeId?: unknown; answer?: unknown; code?: unknown; passkey?: unknown;
};

/**
 * Checks the second factor and takes the signature: a passkey's assertion over a challenge bound
 * to this transfer's payload for a customer with passkeys, the authenticator app's code for a
 * customer with it on (each code accepted once, as at sign-in), else the answer to the question
 * asked. Attempts are counted under a row lock, so parallel guesses are counted one by
 * one; wrong codes and wrong answers share the count. A wrong one and a lockout are committed
 * before the error is thrown (an error inside the transaction would roll the count back).
 */
@CommandHandler(VerifyStepUp)
export class VerifyStepUpHandler implements ICommandHandler<VerifyStepUp, StepUpAuthorizationDto> {
  constructor(
    @Inject(SECURITY_QUESTIONS_REPOSITORY) private readonly questions: SecurityQuestionsRepository,
    @Inject(SIGNATURE_REPOSITORY) private readonly signatures: SignatureRepository,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly signInVerification: SignInVerifier,
    private readonly passkeys: PasskeyVerifier,
  ) {}

  async execute({ userId, request, passkeyNonce }: VerifyStepUp): Promise<StepUpAuthorizationDto> {
    const input = checkRequest(request);
    const outcome = await this.tx.run(async (): Promise<Outcome> => {
      const now = this.clock.now();
      const attempts = await this.stepUp.lockAttempts(userId);
      attempts.assertNotLocked(now);

      const methods = await this.signInVerification.methods(userId);
      const verdict = input.passkey !== undefined && methods.includes('passkey')
        ? await this.checkPasskey(userId, input, passkeyNonce, methods)
        : methods.includes('authenticator-code')
          ? await this.checkCode(userId, input, methods)
          : methods.includes('passkey')
            ? fail('passkey', SECURITY_MESSAGES.PASSKEY_REQUIRED)
            : await this.checkAnswer(userId, input, now);

      if (!verdict.correct) {
        const lockedNow = attempts.recordFailure(now);
        await this.stepUp.saveAttempts(attempts);
        if (lockedNow) {
          await this.outbox.record(new StepUpLockedOut({ userId, lockedUntil: attempts.lockedUntil!.toISOString() }));
          return { kind: 'locked' };
        }
        return { kind: 'incorrect', wrong: verdict.wrong, nextChallenge: await verdict.next(attempts.attemptsRemaining) };
      }

      attempts.clearFailures();
      await this.stepUp.saveAttempts(attempts);
      const { authorization, token } = StepUpAuthorization.issue(
        { id: randomUUID(), userId, purpose: input.purpose, payload: input.payload, signatureData: input.signatureData }, now);
      await this.stepUp.addAuthorization(authorization);
      return { kind: 'authorized', authorization: { authorizationToken: token, expiresAt: authorization.expiresAt.toISOString() } };
    });

    if (outcome.kind === 'locked') throw new StepUpLocked();
    if (outcome.kind === 'incorrect') throw new IncorrectAnswer(outcome.wrong, outcome.nextChallenge);
    return outcome.authorization;
  }

  /**
   * A passkey's assertion over the challenge the session kept for this transfer: the nonce and the
   * hash of the payload sent now, so an assertion made for other details does not verify.
   */
  private async checkPasskey(userId: string, input: Request, nonce: string | null, methods: SecondFactor[]): Promise<Verdict> {
    const { passkey } = input;
    if (!passkey || typeof passkey !== 'object' || Array.isArray(passkey)) return fail('passkey', SECURITY_MESSAGES.PASSKEY_REQUIRED);
    if (!nonce) throw new PasskeyChallengeExpired();
    if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
    try {
      await this.passkeys.verify(userId, passkey as Record<string, unknown>, transferChallenge(nonce, input.purpose, input.payload));
    } catch (error) {
      if (!(error instanceof PasskeyNotAccepted)) throw error;
      return { correct: false, wrong: 'passkey', next: async (attemptsRemaining) => secondFactorChallenge(methods, attemptsRemaining) };
    }
    return { correct: true };
  }

  /** The app's current code; a recovery code is for a lost phone at sign-in, not for moving money. */
  private async checkCode(userId: string, input: Request, methods: SecondFactor[]): Promise<Verdict> {
    const { code } = input;
    if (typeof code !== 'string' || !isTotpCode(code)) return fail('code', SECURITY_MESSAGES.CODE_REQUIRED);
    if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
    try {
      await this.signInVerification.verify(userId, code.trim());
    } catch (error) {
      if (!(error instanceof InvalidVerificationCode)) throw error;
      return { correct: false, wrong: 'code', next: async (attemptsRemaining) => secondFactorChallenge(methods, attemptsRemaining) };
    }
    return { correct: true };
  }

  /** The answer to the open question; a wrong one closes it and a different question is asked. */
  private async checkAnswer(userId: string, input: Request, now: Date): Promise<Verdict> {
    const { challengeId, answer } = input;
    if (typeof challengeId !== 'string' || challengeId.trim() === '') return fail('challengeId', SECURITY_MESSAGES.CHALLENGE_REQUIRED);
    if (typeof answer !== 'string' || answer.trim() === '') return fail('answer', SECURITY_MESSAGES.ANSWER_REQUIRED);
    const challenge = isUuid(challengeId.trim()) ? await this.stepUp.findChallenge(challengeId.trim()) : null;
    if (!challenge || challenge.userId !== userId) throw new NotFound(SECURITY_MESSAGES.CHALLENGE_NOT_FOUND);
    const questions = await this.questions.findByUserId(userId);
    if (!questions) throw new SecurityQuestionsNotConfigured();
    if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
    challenge.answer(now, questions.updatedAt);
    await this.stepUp.saveChallenge(challenge);

    if (await this.hasher.verify(questions.answerHashAt(challenge.questionIndex), normalizeAnswer(answer))) return { correct: true };
    return {
      correct: false,
      wrong: 'answer',
      next: async (attemptsRemaining) => {
        const next = StepUpChallenge.issue(randomUUID(), userId, pickQuestionIndex(randomInt, challenge.questionIndex), now);
        await this.stepUp.saveChallenge(next);
        return { factor: 'security-question', challengeId: next.id, question: questions.questionAt(next.questionIndex), attemptsRemaining };
      },
    };
  }
}

type Verdict = { correct: true } | { correct: false; wrong: WrongFactor; next: (attemptsRemaining: number) => Promise<NextChallenge> };

const fail = (field: string, message: string): never => { throw new ValidationFailed(message, [{ field, message }]); };

/** Everything that can be refused without spending an attempt: a blank answer or code never counts as wrong. */
function checkRequest(request: VerifyStepUp['request']): Request {
  const { challengeId, answer, code, passkey, purpose, payload } = request ?? {};
  const signatureData = checkSignatureData(request?.signatureData);
  if (!isStepUpPurpose(purpose)) return fail('purpose', SECURITY_MESSAGES.PURPOSE_INVALID);
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return fail('payload', SECURITY_MESSAGES.PAYLOAD_REQUIRED);
  return { challengeId, answer, code, passkey, signatureData, purpose, payload: payload as Record<string, unknown> };
}
