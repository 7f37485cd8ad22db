import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AttemptLimiter } from '../../../../../shared/security/attempt-limiter.js';
import { EmailTaken } from '../../../domain/identity.errors.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { recordProfileChange } from '../../profile-changes.js';
import { claimEmailChangeLetter, sendEmailChangeLink } from '../email-change/email-change.handlers.js';
import { UpdateProfile } from './update-profile.command.js';

/**
 * Names, phone and address change at once. A new email does not: it waits as pending, the link
 * goes to the new address and a security alert to the customer (docs/decisions/password-reset.md).
 */
@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly limiter: AttemptLimiter,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** An address another customer has is refused now (409) and again when the link is opened. */
  async execute({ userId, changes }: UpdateProfile): Promise<void> {
    const current = await this.users.findById(userId);
    if (!current) throw new Unauthenticated();
    const newEmail = !current.hasEmail(changes.email);
    if (newEmail) {
      const holder = await this.users.findByEmail(changes.email);
      if (holder && holder.id !== userId) throw new EmailTaken();
      await claimEmailChangeLetter(this.limiter, userId);
    }
    await this.tx.run(async () => {
      const user = await this.users.lockById(userId);
      if (!user) throw new Unauthenticated();
      user.updateProfile(changes, this.clock.now());
      if (newEmail) await sendEmailChangeLink(this.outbox, user, changes.email, this.clock.now());
      // Two customers taking the same address in another letter case at once: the unique index decides (409).
      await this.users.save(user);
      await recordProfileChange(this.outbox, user);
    });
  }
}
