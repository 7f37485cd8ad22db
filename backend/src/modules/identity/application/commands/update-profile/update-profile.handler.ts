import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { EmailTaken } from '../../../domain/identity.errors.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { recordProfileChange } from '../../profile-changes.js';
import { UpdateProfile } from './update-profile.command.js';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Two customers taking the same address at once: the unique index decides, the loser gets a 409 (UserRepository.save). */
  execute({ userId, changes }: UpdateProfile): Promise<void> {
    return this.tx.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw new Unauthenticated();
      const holder = await this.users.findByEmail(changes.email);
      if (holder && holder.id !== user.id) throw new EmailTaken();
      user.updateProfile(changes, this.clock.now());
      await this.users.save(user);
      await recordProfileChange(this.outbox, user);
    });
  }
}
