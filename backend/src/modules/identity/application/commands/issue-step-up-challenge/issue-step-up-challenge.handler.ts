import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepUpChallengeDto } from '@bank/contracts/security';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { TransactionsRestricted } from '../../../domain/identity.errors.js';
import { SecurityQuestionsNotConfigured, SignatureNotConfigured } from '../../../domain/security.errors.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import { assertMayAskNewChallenge, NEW_CHALLENGES_WINDOW_MINUTES, pickQuestionIndex, StepUpChallenge } from '../../../domain/step-up.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { SECURITY_QUESTIONS_REPOSITORY, SIGNATURE_REPOSITORY, STEP_UP_REPOSITORY, USER_REPOSITORY } from '../../../identity.tokens.js';
import { secondFactorChallenge, SignInVerifier } from '../../sign-in-verifier.js';
import { IssueStepUpChallenge } from './issue-step-up-challenge.command.js';

/**
 * Decides the second factor beside the signature: a customer with sign-in verification on is
 * asked for the authenticator app's current code or a passkey (something they have), the others
 * a question.
 * Puts a question to the customer: the open one if there is one (asking again does not re-roll
 * it), else a new one picked at random, within the limit of questions per window that did not
 * end in an authorization. A customer whose transactions the bank restricted is told so (with the
 * reason) before anything else: every step-up purpose moves money, and no set-up or answer would help.
 */
@CommandHandler(IssueStepUpChallenge)
export class IssueStepUpChallengeHandler implements ICommandHandler<IssueStepUpChallenge, StepUpChallengeDto> {
  constructor(
    @Inject(SECURITY_QUESTIONS_REPOSITORY) private readonly questions: SecurityQuestionsRepository,
    @Inject(SIGNATURE_REPOSITORY) private readonly signatures: SignatureRepository,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly signInVerification: SignInVerifier,
  ) {}

  execute({ userId }: IssueStepUpChallenge): Promise<StepUpChallengeDto> {
    return this.tx.run(async () => {
      const now = this.clock.now();
      // The row lock makes the customer's parallel requests take turns, so they share one question.
      const attempts = await this.stepUp.lockAttempts(userId);
      attempts.assertNotLocked(now);
      const user = await this.users.findById(userId);
      if (user?.transactionRestricted) throw new TransactionsRestricted(user.restrictionReason);
      const methods = await this.signInVerification.methods(userId);
      if (methods.length > 0) {
        if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
        return secondFactorChallenge(methods, attempts.attemptsRemaining);
      }
      const questions = await this.questions.findByUserId(userId);
      if (!questions) throw new SecurityQuestionsNotConfigured();
      // Both credentials are the customer's consent; the bank may have reset either (admin).
      if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
      const unanswered = await this.stepUp.findUnansweredChallenge(userId, now);
      const challenge = unanswered?.isOpen(now, questions.updatedAt) ? unanswered : await this.askNew(userId, now);
      return { factor: 'security-question', challengeId: challenge.id, question: questions.questionAt(challenge.questionIndex), attemptsRemaining: attempts.attemptsRemaining };
    });
  }

  private async askNew(userId: string, now: Date): Promise<StepUpChallenge> {
    const windowStart = new Date(now.getTime() - NEW_CHALLENGES_WINDOW_MINUTES * 60_000);
    assertMayAskNewChallenge(await this.stepUp.countUnauthorizedChallengesSince(userId, windowStart));
    const challenge = StepUpChallenge.issue(randomUUID(), userId, pickQuestionIndex(randomInt), now);
    await this.stepUp.saveChallenge(challenge);
    return challenge;
  }
}
