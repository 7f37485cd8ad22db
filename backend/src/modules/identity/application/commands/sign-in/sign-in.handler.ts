import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { Clock } from '../../../../../shared/clock.js';
import { InvalidCredentials } from '../../../domain/identity.errors.js';
import { KnownDevice, type KnownDeviceRepository } from '../../../domain/known-device.js';
import type { LoginAttempts } from '../../../domain/login-attempts.js';
import { describeDevice } from '../../../domain/sign-in-device.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { UserSignedIn } from '../../../public/identity.events.js';
import { KNOWN_DEVICES, LOGIN_ATTEMPTS, PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { SignInThrottle } from '../../sign-in-throttle.js';
import { SignIn } from './sign-in.command.js';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, User> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    @Inject(KNOWN_DEVICES) private readonly devices: KnownDeviceRepository,
    private readonly throttle: SignInThrottle,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ customerId, password, ip, device }: SignIn): Promise<User> {
    // Counted as a failure before the check; a wrong password leaves it counted.
    const attemptId = await this.throttle.claim(customerId, ip);
    const user = await this.users.findByCustomerId(customerId);
    // An unknown id costs the same check as a wrong password (no enumeration by timing).
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? (await this.hasher.dummyHash()), password);
    if (!user || !passwordMatches) throw new InvalidCredentials();
    await this.throttle.release(attemptId);
    user.assertMaySignIn();

    return this.tx.run(async () => {
      const now = this.clock.now();
      user.recordSignIn(now);
      await this.users.save(user);
      await this.attempts.clearFailures(customerId);
      // Every sign-in is an event; notifications tell the customer only of a device new to them.
      const description = describeDevice(device.userAgent);
      const newDevice = await this.devices.remember(KnownDevice.seen({ userId: user.id, deviceToken: device.token, description }, now));
      await this.outbox.record(new UserSignedIn({ userId: user.id, customerId: user.customerId, ip, device: description, newDevice }));
      return user;
    });
  }
}
