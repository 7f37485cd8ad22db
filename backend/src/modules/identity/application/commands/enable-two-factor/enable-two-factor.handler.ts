import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { EnableTwoFactor } from './enable-two-factor.command.js';

/** Sets the 2FA flag the specification shows (no second factor is asked for at sign-in yet). */
@CommandHandler(EnableTwoFactor)
export class EnableTwoFactorHandler implements ICommandHandler<EnableTwoFactor, boolean> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId }: EnableTwoFactor): Promise<boolean> {
    return this.tx.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw new Unauthenticated();
      user.enableTwoFactor(this.clock.now());
      await this.users.save(user);
      return user.twoFactorEnabled;
    });
  }
}
