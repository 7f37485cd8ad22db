import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../shared/outbox/outbox.js';
import { KnownDevice, type KnownDeviceRepository } from '../domain/known-device.js';
import type { LoginAttempts } from '../domain/login-attempts.js';
import { describeDevice } from '../domain/sign-in-device.js';
import type { User } from '../domain/user.js';
import type { UserRepository } from '../domain/user.repository.js';
import { KNOWN_DEVICES, LOGIN_ATTEMPTS, USER_REPOSITORY } from '../identity.tokens.js';
import { UserSignedIn } from '../public/identity.events.js';
import type { SignInDevice } from './commands/sign-in/sign-in.command.js';

/** What every completed sign-in does, with or without a second factor: one transaction. */
@Injectable()
export class SignInRecorder {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    @Inject(KNOWN_DEVICES) private readonly devices: KnownDeviceRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  record(user: User, ip: string | null, device: SignInDevice): Promise<User> {
    return this.tx.run(async () => {
      const now = this.clock.now();
      const firstSignIn = user.lastLoginAt === null;
      user.recordSignIn(now);
      await this.users.save(user);
      await this.attempts.clearFailures(user.customerId);
      // Every sign-in is an event; notifications tell the customer only of a device new to them.
      const description = describeDevice(device.userAgent);
      const newDevice = await this.devices.remember(KnownDevice.seen({ userId: user.id, deviceToken: device.token, description }, now));
      await this.outbox.record(new UserSignedIn({ userId: user.id, customerId: user.customerId, ip, device: description, newDevice, firstSignIn }));
      return user;
    });
  }
}
