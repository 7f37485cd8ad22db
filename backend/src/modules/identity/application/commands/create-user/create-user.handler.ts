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
    });
  }
}
