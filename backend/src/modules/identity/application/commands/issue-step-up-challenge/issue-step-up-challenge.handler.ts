import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepUpChallengeDto } from '@bank/contracts/security';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { SecurityQuestionsNotConfigured, SignatureNotConfigured } from '../../../domain/security.errors.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import { pickQuestionIndex, StepUpChallenge } from '../../../domain/step-up.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { SECURITY_QUESTIONS_REPOSITORY, SIGNATURE_REPOSITORY, STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { IssueStepUpChallenge } from './issue-step-up-challenge.command.js';

@CommandHandler(IssueStepUpChallenge)
export class IssueStepUpChallengeHandler implements ICommandHandler<IssueStepUpChallenge, StepUpChallengeDto> {
  constructor(
    @Inject(SECURITY_QUESTIONS_REPOSITORY) private readonly questions: SecurityQuestionsRepository,
    @Inject(SIGNATURE_REPOSITORY) private readonly signatures: SignatureRepository,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId }: IssueStepUpChallenge): Promise<StepUpChallengeDto> {
    return this.tx.run(async () => {
      const now = this.clock.now();
      const attempts = await this.stepUp.findAttempts(userId);
      attempts.assertNotLocked(now);
      const questions = await this.questions.findByUserId(userId);
      if (!questions) throw new SecurityQuestionsNotConfigured();
      // Both credentials are the customer's consent; the bank may have reset either (admin).
      if (!(await this.signatures.exists(userId))) throw new SignatureNotConfigured();
      const challenge = StepUpChallenge.issue(randomUUID(), userId, pickQuestionIndex(randomInt), now);
      await this.stepUp.saveChallenge(challenge);
      return { challengeId: challenge.id, question: questions.questionAt(challenge.questionIndex), attemptsRemaining: attempts.attemptsRemaining };
    });
  }
}
