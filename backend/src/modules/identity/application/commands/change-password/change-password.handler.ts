import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import type { LoginAttempts } from '../../../domain/login-attempts.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { LOGIN_ATTEMPTS, PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import { PasswordChanged } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { PasswordCheck } from '../../password-check.js';
import { ChangePassword } from './change-password.command.js';

/**
 * Changes the password after checking the current one, and signs out every other session of
 * the customer (a thief holding one loses it). A wrong current password counts as a failed
 * sign-in (PasswordCheck).
 */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword, number> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    private readonly sessions: Sessions,
    private readonly passwordCheck: PasswordCheck,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, currentPassword, newPassword, keepSessionId, ip }: ChangePassword): Promise<number> {
    await this.passwordCheck.confirm(userId, currentPassword, ip);
    const passwordHash = await this.hasher.hash(newPassword);

    return this.tx.run(async () => {
      const current = await this.users.findById(userId);
      if (!current) throw new Unauthenticated();
      current.changePassword(passwordHash, this.clock.now());
      await this.users.save(current);
      await this.attempts.clearFailures(current.customerId);
      const otherSessionsEnded = await this.sessions.revokeAllOfExcept(userId, keepSessionId);
      await this.outbox.record(new PasswordChanged({ userId, otherSessionsEnded }));
      return otherSessionsEnded;
    });
  }
}
