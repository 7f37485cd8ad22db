import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepUpAuthorizationDto } from '@bank/contracts/security';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound, ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { IncorrectAnswer, type NextChallenge, SECURITY_MESSAGES, SecurityQuestionsNotConfigured, SignatureNotConfigured, StepUpLocked } from '../../../domain/security.errors.js';
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

type Outcome =
  | { kind: 'authorized'; authorization: StepUpAuthorizationDto }
  | { kind: 'incorrect'; nextChallenge: NextChallenge }
  | { kind: 'locked' };

/**
 * Checks the answer and takes the signature. Attempts are counted under a row lock, so parallel
 * guesses are counted one by one. A wrong answer and a lockout are committed before the error
 * is thrown (an error inside the transaction would roll the count back).
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
  ) {}

  async execute({ userId, request }: VerifyStepUp): Promise<StepUpAuthorizationDto> {
    const input = checkRequest(request);
    const outcome = await this.tx.run(async (): Promise<Outcome> => {
      const now = this.clock.now();
      const attempts = await this.stepUp.lockAttempts(userId);
      attempts.assertNotLocked(now);

      const challenge = isUuid(input.challengeId) ? await this.stepUp.findChallenge(input.challengeId) : null;
      if (!challenge || challenge.userId !== userId) throw new NotFound(SECURITY_MESSAGES.CHALLENGE_NOT_FOUND);
      const questions = await this.questions.findByUserId(userId);
      if (!questions) throw new SecurityQuestionsNotConfigured();
      if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
      challenge.answer(now, questions.updatedAt);
      await this.stepUp.saveChallenge(challenge);

      const correct = await this.hasher.verify(questions.answerHashAt(challenge.questionIndex), normalizeAnswer(input.answer));
      if (!correct) {
        const lockedNow = attempts.recordFailure(now);
        await this.stepUp.saveAttempts(attempts);
        if (lockedNow) {
          await this.outbox.record(new StepUpLockedOut({ userId, lockedUntil: attempts.lockedUntil!.toISOString() }));
          return { kind: 'locked' };
        }
        const next = StepUpChallenge.issue(randomUUID(), userId, pickQuestionIndex(randomInt, challenge.questionIndex), now);
        await this.stepUp.saveChallenge(next);
        return { kind: 'incorrect', nextChallenge: { challengeId: next.id, question: questions.questionAt(next.questionIndex), attemptsRemaining: attempts.attemptsRemaining } };
      }

      attempts.clearFailures();
      await this.stepUp.saveAttempts(attempts);
      const { authorization, token } = StepUpAuthorization.issue(
        { id: randomUUID(), userId, purpose: input.purpose, payload: input.payload, signatureData: input.signatureData }, now);
      await this.stepUp.addAuthorization(authorization);
      return { kind: 'authorized', authorization: { authorizationToken: token, expiresAt: authorization.expiresAt.toISOString() } };
    });

    if (outcome.kind === 'locked') throw new StepUpLocked();
    if (outcome.kind === 'incorrect') throw new IncorrectAnswer(outcome.nextChallenge);
    return outcome.authorization;
  }
}

/** Everything that can be refused without spending an attempt: a blank answer never counts as wrong. */
function checkRequest(request: VerifyStepUp['request']): { challengeId: string; answer: string; signatureData: string; purpose: StepUpPurpose; payload: Record<string, unknown> } {
  const fail = (field: string, message: string): never => { throw new ValidationFailed(message, [{ field, message }]); };
  const { challengeId, answer, purpose, payload } = request ?? {};
  if (typeof challengeId !== 'string' || challengeId.trim() === '') return fail('challengeId', SECURITY_MESSAGES.CHALLENGE_REQUIRED);
  if (typeof answer !== 'string' || answer.trim() === '') return fail('answer', SECURITY_MESSAGES.ANSWER_REQUIRED);
  const signatureData = checkSignatureData(request?.signatureData);
  if (!isStepUpPurpose(purpose)) return fail('purpose', SECURITY_MESSAGES.PURPOSE_INVALID);
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return fail('payload', SECURITY_MESSAGES.PAYLOAD_REQUIRED);
  return { challengeId: challengeId.trim(), answer, signatureData, purpose, payload: payload as Record<string, unknown> };
}
