import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { ApplicantApproved, ApplicantEmailVerificationRequested } from '../../../onboarding/public/onboarding.events.js';
import { EmailSender } from './email-sender.js';

/**
 * The applicant's email verification: the link that makes the application count. Addressed to
 * the address alone (there is no customer yet); queued once per event, sent after this returns.
 */
@Injectable()
@HandlesEvent(ApplicantEmailVerificationRequested)
export class EmailApplicantVerification implements EventHandler<ApplicantEmailVerificationRequested> {
  constructor(
    private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: ApplicantEmailVerificationRequested): Promise<void> {
    if (!event.eventId) return;
    const { email, firstName, referenceNumber, token } = event.payload;
    const link = `${this.config.appOrigin}/open-account/verify?token=${encodeURIComponent(token)}`;
    await this.sender.post(event.eventId, [{
      kind: 'email-verification', userId: null, address: email,
      subject: 'Verify your email to complete your application',
      body: verificationLetter(firstName, referenceNumber, link),
    }]);
  }
}

export function verificationLetter(firstName: string, referenceNumber: string, link: string): string {
  return `Dear ${firstName},\n\nThank you for applying to open an account (reference ${referenceNumber}).\n`
    + `Please confirm this is your email address by opening this link within 24 hours:\n\n${link}\n\n`
    + 'We review your application only once your email is verified.\n'
    + 'If you did not apply, ignore this email: nothing happens without the link.\n'
    + 'Meridian Private Bank will never ask for your password or a code by email.\n';
}

/** Approval: the activation link (single use, 24 h) to choose the first password, and the customer id to sign in with. */
@Injectable()
@HandlesEvent(ApplicantApproved)
export class EmailApplicantActivation implements EventHandler<ApplicantApproved> {
  constructor(
    private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: ApplicantApproved): Promise<void> {
    if (!event.eventId) return;
    const { email, firstName, customerId, token } = event.payload;
    const link = `${this.config.appOrigin}/open-account/activate?token=${encodeURIComponent(token)}`;
    await this.sender.post(event.eventId, [{
      kind: 'activation', userId: null, address: email,
      subject: 'Your account is open: choose your password',
      body: `Dear ${firstName},\n\nYour application is approved and your account is open.\n`
        + `Your customer ID is ${customerId}: you sign in with it.\n\n`
        + `Choose your password with this link. It works once, within 24 hours:\n\n${link}\n\n`
        + 'Meridian Private Bank will never ask for your password or a code by email.\n',
    }]);
  }
}
