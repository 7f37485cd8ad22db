import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SESSION } from '@bank/contracts/identity';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { Clock } from '../../../../../shared/clock.js';
import { InvalidCredentials, LoginThrottled } from '../../../domain/identity.errors.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { UserSignedIn } from '../../../public/identity.events.js';
import { LOGIN_ATTEMPTS, PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { LoginAttempts } from '../../ports/login-attempts.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { SignIn } from './sign-in.command.js';

/** Failures an IP may have in the window before it is throttled, whatever the customer ids. */
const IP_FAILURE_LIMIT = 30;

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, User> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ customerId, password, ip }: SignIn): Promise<User> {
    const window = SESSION.LOGIN_FAILURE_WINDOW_MINUTES;
    const failures = await this.attempts.recentFailures({ customerId, ip }, window);
    if (failures.forCustomer >= SESSION.LOGIN_FAILURE_LIMIT || failures.forIp >= IP_FAILURE_LIMIT) throw new LoginThrottled(window);

    const user = await this.users.findByCustomerId(customerId);
    const passwordMatches = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verify(DUMMY_HASH, password);
    if (!user || !passwordMatches) {
      await this.attempts.recordFailure(customerId, ip);
      throw new InvalidCredentials();
    }
    user.assertMaySignIn();

    return this.tx.run(async () => {
      user.recordSignIn(this.clock.now());
      await this.users.save(user);
      await this.attempts.clearFailures(customerId);
      await this.outbox.record(new UserSignedIn({ userId: user.id, customerId: user.customerId, ip }));
      return user;
    });
  }
}

// Verifying against a real hash for unknown ids keeps response times alike (no user enumeration).
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$O3lQ0BDbd7KT8L3KoOnTQRgoOaFcAkpzd0fzTQbRHiM';
