import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { UserSessionsRevoked } from '../../../public/identity.events.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { RevokeUserSessions } from './revoke-user-sessions.command.js';

/** Ends every session of one customer at once, on every instance (sessions live in PostgreSQL). */
@CommandHandler(RevokeUserSessions)
export class RevokeUserSessionsHandler implements ICommandHandler<RevokeUserSessions, number> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly sessions: Sessions,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  async execute({ customerId, revokedBy }: RevokeUserSessions): Promise<number> {
    const user = await this.users.findByCustomerId(customerId);
    if (!user) throw new NotFound('User not found');
    return this.tx.run(async () => {
      const count = await this.sessions.revokeAllOf(user.id);
      await this.outbox.record(new UserSessionsRevoked({ userId: user.id, customerId, revokedBy, count }));
      return count;
    });
  }
}
