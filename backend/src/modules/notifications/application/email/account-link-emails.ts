import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { EmailChangeRequested, PasswordResetRequested } from '../../../identity/public/identity.events.js';
import type { EmailDraft } from '../../domain/outgoing-email.js';
import { emailChangeRequested } from '../notification-texts.js';
import { EmailSender } from './email-sender.js';
import { NEVER_ASKS, securityAlertLetter } from './security-alert-emails.js';

/** Forgot password: the reset link (single use, 30 minutes; a newer one replaces it) to the customer's email. */
@Injectable()
@HandlesEvent(PasswordResetRequested)
export class EmailPasswordResetLink implements EventHandler<PasswordResetRequested> {
  constructor(private readonly sender: EmailSender, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async handle(event: PasswordResetRequested): Promise<void> {
    if (!event.eventId) return;
    const { userId, email, firstName, token } = event.payload;
    const link = `${this.config.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    await this.sender.post(event.eventId, [{
      kind: 'password-reset', userId, address: email,
      subject: 'Reset your password',
      body: `Dear ${firstName},\n\nWe received a request to reset the password of your online banking.\n`
        + `Choose a new password with this link. It works once, within 30 minutes, and only the newest link works:\n\n${link}\n\n`
        + 'Setting a new password signs you out everywhere.\n'
        + 'If you did not ask for this, ignore this email: your password stays as it is.\n' + NEVER_ASKS,
    }]);
  }
}

/**
 * A new email asked for: the verification link (single use, 24 hours) to the new address, and,
 * unless it is a resend, the security alert to the address in force ("n***@example.com"), which
 * is the one a customer whose session was stolen still reads.
 */
@Injectable()
@HandlesEvent(EmailChangeRequested)
export class EmailChangeLetters implements EventHandler<EmailChangeRequested> {
  constructor(private readonly sender: EmailSender, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async handle(event: EmailChangeRequested): Promise<void> {
    if (!event.eventId) return;
    const { userId, firstName, newEmail, previousEmail, token } = event.payload;
    const link = `${this.config.appOrigin}/verify-email-change?token=${encodeURIComponent(token)}`;
    const letters: EmailDraft[] = [{
      kind: 'email-change', userId, address: newEmail,
      subject: 'Confirm your new email address',
      body: `Dear ${firstName},\n\nYou asked to use this address for your online banking.\n`
        + `Confirm it with this link. It works once, within 24 hours:\n\n${link}\n\n`
        + 'Until then your email stays as it was.\n'
        + 'If you did not ask for this, ignore this email: nothing changes without the link.\n' + NEVER_ASKS,
    }];
    for (const { draft } of emailChangeRequested(event.payload)) letters.push(securityAlertLetter(userId, previousEmail, firstName, draft, this.config.appOrigin));
    await this.sender.post(event.eventId, letters);
  }
}
