import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/**
 * A stranger applied: the address they gave is sent a link to verify it. `token` is the link's
 * secret (only its hash is stored with the application; the letter must carry the token itself).
 */
export class ApplicantEmailVerificationRequested extends DomainEvent<{
  applicationId: string; email: string; firstName: string; referenceNumber: string; token: string; expiresAt: string;
}> {
  static readonly eventType = 'onboarding.applicant-email-verification-requested';
}

/** An application counts (its email verified): the administrators are told. */
export class ApplicationSubmitted extends DomainEvent<{ applicationId: string; referenceNumber: string; name: string }> {
  static readonly eventType = 'onboarding.application-submitted';
}

/**
 * Staff approved an application: the applicant is sent the activation link (24 h, single use) to
 * choose the first password, and their customer id. `token` as in the verification event.
 */
export class ApplicantApproved extends DomainEvent<{
  applicationId: string; email: string; firstName: string; customerId: string; token: string; expiresAt: string;
}> {
  static readonly eventType = 'onboarding.applicant-approved';
}

/** An approved applicant signed in for the first time. */
export class ApplicantWelcomed extends DomainEvent<{ userId: string; firstName: string; accountNumber: string; currency: string }> {
  static readonly eventType = 'onboarding.applicant-welcomed';
}

export const ONBOARDING_EVENTS: DomainEventClass[] = [ApplicantEmailVerificationRequested, ApplicationSubmitted, ApplicantApproved, ApplicantWelcomed];
