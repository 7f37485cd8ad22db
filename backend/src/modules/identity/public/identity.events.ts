import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';
import type { CustomerProfile } from '../domain/user.js';

export type { CustomerProfile };

/**
 * `device` is what the customer calls it ("Chrome on Windows"); `newDevice` whether this customer
 * had not signed in from it before; `firstSignIn` whether they had never signed in at all. All
 * three absent in events recorded before they existed.
 */
export class UserSignedIn extends DomainEvent<{ userId: string; customerId: string; ip: string | null; device?: string; newDevice?: boolean; firstSignIn?: boolean }> {
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

/** `firstPassword`: a new customer chose their first password (no alarm: nothing was changed behind their back). */
export class PasswordChanged extends DomainEvent<{ userId: string; otherSessionsEnded: number; firstPassword?: boolean }> {
  static readonly eventType = 'identity.password-changed';
}

/**
 * A customer asked for a password reset link (`/reset-password?token=…`, single use, 30 minutes):
 * the notifications context emails it to `email`. The token travels only to be mailed; identity
 * keeps its SHA-256. Never recorded for staff or for a profile that may not sign in.
 */
export class PasswordResetRequested extends DomainEvent<{ userId: string; email: string; firstName: string; token: string }> {
  static readonly eventType = 'identity.password-reset-requested';
}

/**
 * A customer asked to change their email to `newEmail`: the notifications context emails the link
 * (`/verify-email-change?token=…`, single use, 24 hours) to the new address and, unless this is a
 * resend of the same change, tells the customer (bell and `previousEmail`) as a security alert.
 */
export class EmailChangeRequested extends DomainEvent<{
  userId: string; firstName: string; newEmail: string; previousEmail: string; token: string; resent: boolean;
}> {
  static readonly eventType = 'identity.email-change-requested';
}

/**
 * A customer's profile as other contexts copy it (accounts' holder search), sent when a user is
 * created and whenever their customer id, name, email, role, activity or deletion changes, in the
 * transaction of the change, after the user's row is written. Each carries the whole profile. For
 * one user the events' ids (`eventId`, the outbox row's) follow the order the changes committed, so
 * a reader keeps the profile of the highest id it has seen and ignores an older one delivered late.
 */
export class CustomerProfileChanged extends DomainEvent<CustomerProfile> {
  static readonly eventType = 'identity.customer-profile-changed';
}

export const IDENTITY_EVENTS: DomainEventClass[] = [
  UserSignedIn, UserSessionsRevoked, SecurityQuestionsSaved, SignatureSaved, StepUpLockedOut, PasswordChanged, CustomerProfileChanged,
  PasswordResetRequested, EmailChangeRequested,
];
