import { createHash, randomBytes } from 'node:crypto';
import { DomainError, ValidationFailed } from '../../../shared/errors/domain-error.js';
import { canonicalPayload, type StepUpPurpose } from './step-up-authorization.js';

/** A customer may keep this many passkeys (a phone, a laptop, a security key, with room to spare). */
export const MAX_PASSKEYS = 10;
/** How long a registration or assertion challenge waits in the session. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 50;

export class PasskeyNotAccepted extends DomainError {
  readonly code = 'IDENTITY.PASSKEY_NOT_ACCEPTED';
  constructor() { super('The passkey was not accepted'); }
}

export class PasskeyChallengeExpired extends DomainError {
  readonly code = 'IDENTITY.PASSKEY_CHALLENGE_EXPIRED';
  constructor() { super('The passkey request has expired. Please try again.'); }
}

export class PasskeyNotRegistered extends DomainError {
  readonly code = 'IDENTITY.PASSKEY_NOT_REGISTERED';
  constructor() { super('The passkey could not be registered. Please try again.'); }
}

export class PasskeyLimitReached extends DomainError {
  readonly code = 'IDENTITY.PASSKEY_LIMIT';
  constructor() { super(`You can register up to ${MAX_PASSKEYS} passkeys. Remove one first.`); }
}

export class NoPasskey extends DomainError {
  readonly code = 'IDENTITY.NO_PASSKEY';
  constructor() { super('No passkey is registered'); }
}

/** A passkey's name as the customer typed it: trimmed, 1 to 50 characters. */
export function passkeyName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '' || name.length > PASSKEY_NAME_MAX) {
    const message = `Name your passkey (1 to ${PASSKEY_NAME_MAX} characters)`;
    throw new ValidationFailed(message, [{ field: 'name', message }]);
  }
  return name;
}

/**
 * One WebAuthn credential of a customer: its id (base64url, as the browser reports it), its
 * public key (COSE), the authenticator's signature counter (0 for the many that keep none) and
 * the transports the browser named, so the next ceremony can hint at them.
 */
export class Passkey {
  id!: string;
  userId!: string;
  credentialId!: string;
  publicKey!: Uint8Array;
  counter!: number;
  transports!: string[];
  name!: string;
  createdAt!: Date;
  lastUsedAt!: Date | null;

  static register(props: { id: string; userId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string }, now: Date): Passkey {
    return Object.assign(new Passkey(), { ...props, createdAt: now, lastUsedAt: null });
  }

  used(counter: number, now: Date): void {
    this.counter = counter;
    this.lastUsedAt = now;
  }
}

/** A random challenge nonce (base64url), 32 bytes. */
export function newChallengeNonce(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The challenge a transfer's passkey assertion signs: the nonce kept in the session followed by
 * the SHA-256 of the transfer's whole normalized payload (the same text the step-up token binds).
 * The authenticator signs over it, so an assertion made for one transfer proves nothing for another.
 */
export function transferChallenge(nonce: string, purpose: StepUpPurpose, payload: Record<string, unknown>): string {
  const digest = createHash('sha256').update(`${purpose}\n${canonicalPayload(purpose, payload)}`, 'utf8').digest();
  return Buffer.concat([Buffer.from(nonce, 'base64url'), digest]).toString('base64url');
}

export interface PasskeyRepository {
  listFor(userId: string): Promise<Passkey[]>;
  count(userId: string): Promise<number>;
  /** The passkey with that credential id, locked until the transaction ends (its counter moves). */
  lockByCredentialId(credentialId: string): Promise<Passkey | null>;
  add(passkey: Passkey): Promise<void>;
  saveUse(passkey: Passkey): Promise<void>;
  /** Removes one of the user's passkeys; false when the user has none with that id. */
  remove(userId: string, id: string): Promise<boolean>;
}

/** The browser's answer as JSON: an object, else a 400 before anything is counted. */
export function credentialResponse(value: unknown, field: string): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  const message = 'The passkey response is missing. Please try again.';
  throw new ValidationFailed(message, [{ field, message }]);
}
