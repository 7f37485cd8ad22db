import { Inject, Injectable } from '@nestjs/common';
import { SESSION } from '@bank/contracts/identity';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { LoginThrottled } from '../domain/identity.errors.js';
import type { LoginAttempts, LoginLimits } from '../domain/login-attempts.js';
import { LOGIN_ATTEMPTS } from '../identity.tokens.js';

/** Failures a customer id, and an IP whatever the customer ids, may have in the window before it is throttled. */
export const LOGIN_LIMITS: LoginLimits = {
  perCustomer: SESSION.LOGIN_FAILURE_LIMIT,
  perIp: 30,
  windowMinutes: SESSION.LOGIN_FAILURE_WINDOW_MINUTES,
};

/**
 * Every password check (sign-in, and the password asked again before credentials change) first
 * claims an attempt, committed before the check: it counts as a failure unless the password is
 * right. So parallel guesses cannot all pass the limit check before any of them is counted.
 */
@Injectable()
export class SignInThrottle {
  private readonly limits: LoginLimits;

  constructor(@Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts, private readonly tx: TransactionRunner, @Inject(APP_CONFIG) config: AppConfig) {
    this.limits = { ...LOGIN_LIMITS, perIp: LOGIN_LIMITS.perIp * config.ipLimitFactor };
  }

  /**
   * The claimed attempt's id, to release when the password is right; LoginThrottled (429) over a
   * limit. A browser that signed in to this customer id before (`knownDevice`) is not held by the
   * customer id's lock, so a stranger who knows the id cannot lock its owner out (the IP limit holds).
   */
  async claim(customerId: string, ip: string | null, knownDevice = false): Promise<string> {
    const claimed = await this.tx.run(() => this.attempts.claim(customerId, ip, this.limits, knownDevice));
    if ('lockedMinutes' in claimed) throw new LoginThrottled(claimed.lockedMinutes);
    return claimed.attemptId;
  }

  /** The password was right: the attempt no longer counts as a failure. */
  release(attemptId: string): Promise<void> {
    return this.attempts.release(attemptId);
  }
}
