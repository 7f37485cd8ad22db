import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../../shared/errors/domain-error.js';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a base32 secret. */
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export class InvalidVerificationCode extends DomainError {
  readonly code = 'IDENTITY.INVALID_VERIFICATION_CODE';
  constructor() { super('The verification code is not valid'); }
}

export class SignInVerificationAlreadyOn extends DomainError {
  readonly code = 'IDENTITY.SIGN_IN_VERIFICATION_ON';
  constructor() { super('Sign-in verification is already on'); }
}

export class SignInVerificationNotStarted extends DomainError {
  readonly code = 'IDENTITY.SIGN_IN_VERIFICATION_NOT_STARTED';
  constructor() { super('Start sign-in verification first'); }
}

export class SignInVerificationOff extends DomainError {
  readonly code = 'IDENTITY.SIGN_IN_VERIFICATION_OFF';
  constructor() { super('Sign-in verification is off'); }
}

/**
 * A customer's authenticator app: the shared secret (kept sealed), when the customer proved the
 * app works (until then it protects nothing), and the last time step a code was accepted for,
 * so each code is accepted once.
 */
export class TotpEnrolment {
  userId!: string;
  secretSealed!: string;
  confirmedAt!: Date | null;
  lastUsedStep!: number | null;
  createdAt!: Date;

  static start(userId: string, secretSealed: string, now: Date): TotpEnrolment {
    return Object.assign(new TotpEnrolment(), { userId, secretSealed, confirmedAt: null, lastUsedStep: null, createdAt: now });
  }

  get confirmed(): boolean {
    return this.confirmedAt !== null;
  }

  /** A code matched at `step`: accepted unless that step (or a later one) was used already. */
  accept(step: number): void {
    if (this.lastUsedStep !== null && step <= this.lastUsedStep) throw new InvalidVerificationCode();
    this.lastUsedStep = step;
  }

  confirm(step: number, now: Date): void {
    this.accept(step);
    this.confirmedAt = now;
  }
}

/** Ten single-use codes for a lost phone: shown once, stored as SHA-256 (they are random, 50 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** What a typed code looks like: six digits (the app) or a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code.trim());
}

export interface SignInVerificationRepository {
  /** The enrolment, locked until the transaction ends (codes are accepted one at a time). */
  lock(userId: string): Promise<TotpEnrolment | null>;
  find(userId: string): Promise<TotpEnrolment | null>;
  /** Enrolments by user id after `afterUserId` (sealing secrets again after a key rotation). */
  page(afterUserId: string, limit: number): Promise<TotpEnrolment[]>;
  save(enrolment: TotpEnrolment): Promise<void>;
  /** Removes the enrolment and its recovery codes. */
  remove(userId: string): Promise<void>;
  replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void>;
  /** Marks an unused code used; false when there was none (wrong, or used already). */
  useRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean>;
}
