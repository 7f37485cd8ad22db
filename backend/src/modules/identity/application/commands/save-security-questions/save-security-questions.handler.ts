import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { checkSecurityQuestions, SecurityQuestions } from '../../../domain/security-questions.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { PASSWORD_HASHER, SECURITY_QUESTIONS_REPOSITORY, STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { SecurityQuestionsSaved } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { PasswordCheck, type CredentialsSaved } from '../../password-check.js';
import { SaveSecurityQuestions } from './save-security-questions.command.js';

@CommandHandler(SaveSecurityQuestions)
export class SaveSecurityQuestionsHandler implements ICommandHandler<SaveSecurityQuestions, CredentialsSaved> {
  constructor(
    @Inject(SECURITY_QUESTIONS_REPOSITORY) private readonly questions: SecurityQuestionsRepository,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly passwordCheck: PasswordCheck,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, input, proof }: SaveSecurityQuestions): Promise<CredentialsSaved> {
    const { questions, answers } = checkSecurityQuestions(input);
    const passwordConfirmed = (await this.questions.exists(userId)) && (await this.passwordCheck.beforeReplacing(userId, proof));
    const [h1, h2, h3] = await Promise.all(answers.map((answer) => this.hasher.hash(answer)));
    await this.tx.run(async () => {
      await this.questions.save(SecurityQuestions.create({ id: randomUUID(), userId, questions, answerHashes: [h1, h2, h3] }, this.clock.now()));
      // New answers, new count. Open challenges were asked from the old questions and now expire.
      const attempts = await this.stepUp.lockAttempts(userId);
      attempts.clearFailures();
      await this.stepUp.saveAttempts(attempts);
      await this.outbox.record(new SecurityQuestionsSaved({ userId }));
    });
    return { passwordConfirmed };
  }
}
