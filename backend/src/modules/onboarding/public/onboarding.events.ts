import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/** A stranger applied to open an account: the administrators are told. */
export class ApplicationSubmitted extends DomainEvent<{ applicationId: string; referenceNumber: string; name: string }> {
  static readonly eventType = 'onboarding.application-submitted';
}

/** An approved applicant signed in for the first time. */
export class ApplicantWelcomed extends DomainEvent<{ userId: string; firstName: string; accountNumber: string; currency: string }> {
  static readonly eventType = 'onboarding.applicant-welcomed';
}

export const ONBOARDING_EVENTS: DomainEventClass[] = [ApplicationSubmitted, ApplicantWelcomed];
