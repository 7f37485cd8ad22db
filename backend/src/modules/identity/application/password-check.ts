import { Inject, Injectable } from '@nestjs/common';
import { Unauthenticated } from '../../../shared/errors/domain-error.js';
import { CurrentPasswordIncorrect, CurrentPasswordRequired } from '../domain/profile.errors.js';
import type { UserRepository } from '../domain/user.repository.js';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import { SignInThrottle } from './sign-in-throttle.js';

/** What a request that changes the customer's credentials brings to prove it is the customer. */
export interface CredentialsProof {
  currentPassword?: unknown;
  /** The session confirmed the password a moment ago (CREDENTIALS_CONFIRMATION_MS). */
  recentlyConfirmed: boolean;
  ip: string | null;
}

/** A request that brought nothing: replacing credentials is refused (the demo seeder only sets them up). */
export const NO_PROOF: CredentialsProof = { recentlyConfirmed: false, ip: null };

/** What saving credentials answers: whether this request confirmed the password (the session then remembers it). */
export type CredentialsSaved = { passwordConfirmed: boolean };

/** How long a confirmed password covers further credential changes in the same session. */
export const CREDENTIALS_CONFIRMATION_MS = 5 * 60_000;

/**
 * The current password, asked again before credentials change. A wrong one counts as a failed
 * sign-in, so a hijacked session cannot be used to guess the password without limit.
 */
@Injectable()
export class PasswordCheck {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async confirm(userId: string, password: unknown, ip: string | null): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new Unauthenticated();
    const attemptId = await this.throttle.claim(user.customerId, ip);
    if (typeof password !== 'string' || !(await this.hasher.verify(user.passwordHash, password))) throw new CurrentPasswordIncorrect();
    await this.throttle.release(attemptId);
  }

  /**
   * Replacing security questions or a signature a customer already has: a stolen session must not
   * be enough to set new answers and then authorize transfers with them. True when the password
   * was confirmed by this request (the session then remembers it for a few minutes).
   */
  async beforeReplacing(userId: string, proof: CredentialsProof): Promise<boolean> {
    if (proof.recentlyConfirmed) return false;
    if (proof.currentPassword === undefined || proof.currentPassword === '') throw new CurrentPasswordRequired();
    await this.confirm(userId, proof.currentPassword, proof.ip);
    return true;
  }
}
