import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidCredentials } from '../../../domain/identity.errors.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import type { KnownDeviceRepository } from '../../../domain/known-device.js';
import { KNOWN_DEVICES, PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { SignInRecorder } from '../../sign-in-recorder.js';
import { SignInThrottle } from '../../sign-in-throttle.js';
import { SignInVerifier, type SecondFactor } from '../../sign-in-verifier.js';
import { SignIn } from './sign-in.command.js';

/**
 * The password step: a customer with sign-in verification on is not signed in until
 * CompleteSignIn or CompletePasskeySignIn; `secondFactors` names what they may use (empty: signed in).
 */
export interface SignInOutcome {
  user: User;
  secondFactors: SecondFactor[];
}

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, SignInOutcome> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(KNOWN_DEVICES) private readonly devices: KnownDeviceRepository,
    private readonly throttle: SignInThrottle,
    private readonly verifier: SignInVerifier,
    private readonly recorder: SignInRecorder,
  ) {}

  async execute({ customerId, password, ip, device }: SignIn): Promise<SignInOutcome> {
    const user = await this.users.findByCustomerId(customerId);
    // A browser this customer signed in from before is not held by a lock others caused.
    const knownDevice = user !== null && (await this.devices.isKnown(user.id, device.token));
    // Counted as a failure before the check; a wrong password leaves it counted.
    const attemptId = await this.throttle.claim(customerId, ip, knownDevice);
    // An unknown id costs the same check as a wrong password (no enumeration by timing).
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? (await this.hasher.dummyHash()), password);
    if (!user || !passwordMatches) throw new InvalidCredentials();
    await this.throttle.release(attemptId);
    user.assertMaySignIn();
    const secondFactors = await this.verifier.methods(user.id);
    if (secondFactors.length > 0) return { user, secondFactors };
    return { user: await this.recorder.record(user, ip, device), secondFactors };
  }
}
