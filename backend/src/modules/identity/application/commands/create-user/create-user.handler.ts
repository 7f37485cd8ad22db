import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Clock } from '../../../../../shared/clock.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { CustomerIdTaken, EmailTaken } from '../../../domain/identity.errors.js';
import { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { recordProfileChange } from '../../profile-changes.js';
import { CreateUser } from './create-user.command.js';

@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser, User> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ props }: CreateUser): Promise<User> {
    const passwordHash = await this.hasher.hash(props.password);
    return this.tx.run(async () => {
      if (await this.users.findByCustomerId(props.customerId)) throw new CustomerIdTaken();
      if (await this.users.findByEmail(props.email)) throw new EmailTaken();
      const { password: _, createdAt, ...rest } = props;
      const user = User.register({ ...rest, id: randomUUID(), passwordHash }, createdAt ?? this.clock.now());
      await this.users.save(user);
      await recordProfileChange(this.outbox, user);
      return user;
    }).catch((error: unknown) => {
      // Two creations racing past the checks above: the unique indexes decide, still a 409.
      const constraint = uniqueViolation(error);
      if (constraint === 'users_customer_id_key') throw new CustomerIdTaken();
      if (constraint === 'users_email_unique') throw new EmailTaken();
      throw error;
    });
  }
}

/** The unique constraint a PostgreSQL unique violation (23505) broke, as MikroORM wraps it. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : null;
    const named = typeof e.message === 'string' && e.message.match(/unique constraint "([^"]+)"/);
    if (named) return named[1];
  }
  return null;
}
