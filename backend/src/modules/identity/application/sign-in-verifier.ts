import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { InvalidVerificationCode, isTotpCode, recoveryCodeHash, SignInVerificationOff, type SignInVerificationRepository } from '../domain/sign-in-verification.js';
import type { PasskeyRepository } from '../domain/passkey.js';
import type { NextChallenge } from '../domain/security.errors.js';
import { AUTHENTICATOR, PASSKEYS, SIGN_IN_VERIFICATION } from '../identity.tokens.js';
import type { Authenticator } from './ports/authenticator.js';

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

  /** Throws InvalidVerificationCode unless the code is accepted. */
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
