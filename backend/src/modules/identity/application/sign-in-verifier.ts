import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { InvalidVerificationCode, isTotpCode, recoveryCodeHash, SignInVerificationOff, type SignInVerificationRepository } from '../domain/sign-in-verification.js';
import type { PasskeyRepository } from '../domain/passkey.js';
import type { NextChallenge } from '../domain/security.errors.js';
import { Unauthenticated } from '../../../shared/errors/domain-error.js';
import type { User } from '../domain/user.js';
import type { UserRepository } from '../domain/user.repository.js';
import { AUTHENTICATOR, PASSKEYS, SIGN_IN_VERIFICATION, USER_REPOSITORY } from '../identity.tokens.js';
import type { Authenticator } from './ports/authenticator.js';
import { SignInThrottle } from './sign-in-throttle.js';

/** The second factors a customer has: the authenticator app and passkeys. */
export type SecondFactor = 'authenticator-code' | 'passkey';

/** What a customer with sign-in verification is asked at a transfer: the app's code (or a passkey instead), or their passkey. */
export function secondFactorChallenge(methods: SecondFactor[], attemptsRemaining: number): NextChallenge {
  return methods.includes('authenticator-code')
    ? { factor: 'authenticator-code', passkey: methods.includes('passkey'), attemptsRemaining }
    : { factor: 'passkey', attemptsRemaining };
}

/**
 * Checks a second-factor code: six digits from the authenticator app (each time step accepted
 * once, the enrolment locked while it is checked) or an unused recovery code (then used up).
 */
@Injectable()
export class SignInVerifier {
  constructor(
    @Inject(SIGN_IN_VERIFICATION) private readonly enrolments: SignInVerificationRepository,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    @Inject(PASSKEYS) private readonly passkeys: PasskeyRepository,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly throttle: SignInThrottle,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** Whether the customer has a confirmed authenticator app. */
  async isOn(userId: string): Promise<boolean> {
    return (await this.enrolments.find(userId))?.confirmed ?? false;
  }

  /** The customer's second factors; sign-in verification is on when there is any. */
  async methods(userId: string): Promise<SecondFactor[]> {
    const [app, passkeys] = await Promise.all([this.isOn(userId), this.passkeys.count(userId)]);
    return [...(app ? ['authenticator-code' as const] : []), ...(passkeys > 0 ? ['passkey' as const] : [])];
  }

  /**
   * A code typed at sign-in or into a signed-in session (removing a passkey, turning verification
   * off): checked as verify() does, and a wrong one counts in the sign-in throttle like a wrong
   * password, so neither a half-signed-in visitor nor a stolen session can guess codes without limit.
   * Answers the customer it read.
   */
  async confirm(userId: string, code: string, ip: string | null): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new Unauthenticated();
    const attemptId = await this.throttle.claim(user.customerId, ip);
    await this.verify(userId, code);
    await this.throttle.release(attemptId);
    return user;
  }

  /** Throws InvalidVerificationCode unless the code is accepted (uncounted: the step-up counts its own attempts). */
  verify(userId: string, code: string): Promise<void> {
    return this.tx.run(async () => {
      const enrolment = await this.enrolments.lock(userId);
      if (!enrolment?.confirmed) throw new SignInVerificationOff();
      const now = this.clock.now();
      if (isTotpCode(code)) {
        const step = this.authenticator.matchingStep(this.authenticator.open(enrolment.secretSealed), code, now);
        if (step === null) throw new InvalidVerificationCode();
        enrolment.accept(step);
        await this.enrolments.save(enrolment);
      } else if (!(await this.enrolments.useRecoveryCode(userId, recoveryCodeHash(code), now))) {
        throw new InvalidVerificationCode();
      }
    });
  }
}
