import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/**
 * `device` is what the customer calls it ("Chrome on Windows"); `newDevice` whether this customer
 * had not signed in from it before. Both absent in events recorded before they existed.
 */
export class UserSignedIn extends DomainEvent<{ userId: string; customerId: string; ip: string | null; device?: string; newDevice?: boolean }> {
  static readonly eventType = 'identity.user-signed-in';
}

export class UserSessionsRevoked extends DomainEvent<{ userId: string; customerId: string; revokedBy: string; count: number }> {
  static readonly eventType = 'identity.user-sessions-revoked';
}

export class SecurityQuestionsSaved extends DomainEvent<{ userId: string }> {
  static readonly eventType = 'identity.security-questions-saved';
}

export class SignatureSaved extends DomainEvent<{ userId: string }> {
  static readonly eventType = 'identity.signature-saved';
}

/** Three wrong answers at step-up: authorization is locked for 15 minutes. */
export class StepUpLockedOut extends DomainEvent<{ userId: string; lockedUntil: string }> {
  static readonly eventType = 'identity.step-up-locked-out';
}

export class PasswordChanged extends DomainEvent<{ userId: string; otherSessionsEnded: number }> {
  static readonly eventType = 'identity.password-changed';
}

export const IDENTITY_EVENTS: DomainEventClass[] = [
  UserSignedIn, UserSessionsRevoked, SecurityQuestionsSaved, SignatureSaved, StepUpLockedOut, PasswordChanged,
];
