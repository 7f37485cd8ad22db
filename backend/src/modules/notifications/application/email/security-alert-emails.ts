import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { GetCustomerContact, type CustomerContact } from '../../../identity/public/get-customer-contact.query.js';
import { PasswordChanged, StepUpLockedOut, UserSessionsRevoked, UserSignedIn } from '../../../identity/public/identity.events.js';
import type { AddressedDraft, NotificationDraft } from '../../domain/notification.js';
import type { EmailDraft } from '../../domain/outgoing-email.js';
import * as texts from '../notification-texts.js';
import { EmailSender } from './email-sender.js';

type SecurityEvent = PasswordChanged | StepUpLockedOut | UserSessionsRevoked | UserSignedIn;

/** The same words as the bell's alert, one function per event. */
const DRAFTS = new Map<Function, (event: SecurityEvent) => AddressedDraft[]>([
  [PasswordChanged, (e) => texts.passwordChanged((e as PasswordChanged).payload)],
  [StepUpLockedOut, (e) => texts.stepUpLockedOut((e as StepUpLockedOut).payload)],
  [UserSessionsRevoked, (e) => texts.userSessionsRevoked((e as UserSessionsRevoked).payload)],
  [UserSignedIn, (e) => texts.userSignedIn((e as UserSignedIn).payload)],
]);

/**
 * Security alerts by email, always (whatever the notification preferences say): a password
 * changed, a new device signed in, sessions ended by the bank, authorization locked. Queued from
 * the outbox (once per event), sent by the EmailSender after this returns.
 */
@Injectable()
@HandlesEvent(PasswordChanged, StepUpLockedOut, UserSessionsRevoked, UserSignedIn)
export class EmailSecurityAlerts implements EventHandler<SecurityEvent> {
  constructor(
    private readonly sender: EmailSender,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: SecurityEvent): Promise<void> {
    const drafts = DRAFTS.get(event.constructor)?.(event) ?? [];
    if (drafts.length === 0 || !event.eventId) return;
    const letters: EmailDraft[] = [];
    for (const { userId, draft } of drafts) {
      const contact = await this.queries.execute<GetCustomerContact, CustomerContact | null>(new GetCustomerContact(userId));
      if (contact) letters.push(securityAlertLetter(userId, contact.email, contact.firstName, draft, this.config.appOrigin));
    }
    await this.sender.post(event.eventId, letters);
  }
}

/** The closing line of every letter that concerns the customer's security. */
export const NEVER_ASKS = 'Meridian Private Bank will never ask for your password or a code by email.\n';

/** A security alert as a letter: the bell's words, and the link to review the settings. */
export function securityAlertLetter(userId: string, address: string, firstName: string, draft: NotificationDraft, appOrigin: string): EmailDraft {
  return {
    kind: 'security-alert', userId, address,
    subject: `Security alert: ${draft.title}`,
    body: `Dear ${firstName},\n\n${draft.message}\n\nReview your security settings: ${appOrigin}${draft.actionUrl ?? '/dashboard'}\n\n`
      + 'We send security alerts to your email address whatever your notification preferences say.\n' + NEVER_ASKS,
  };
}
