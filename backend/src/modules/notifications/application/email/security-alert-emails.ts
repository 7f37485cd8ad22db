import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { GetCustomerContact, type CustomerContact } from '../../../identity/public/get-customer-contact.query.js';
import { PasswordChanged, StepUpLockedOut, UserSessionsRevoked, UserSignedIn } from '../../../identity/public/identity.events.js';
import type { AddressedDraft } from '../../domain/notification.js';
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
    const letters = [];
    for (const { userId, draft } of drafts) {
      const contact = await this.queries.execute<GetCustomerContact, CustomerContact | null>(new GetCustomerContact(userId));
      if (!contact) continue;
      letters.push({
        kind: 'security-alert' as const, userId, address: contact.email,
        subject: `Security alert: ${draft.title}`,
        body: securityLetter(contact.firstName, draft.message, `${this.config.appOrigin}${draft.actionUrl ?? '/dashboard'}`),
      });
    }
    await this.sender.post(event.eventId, letters);
  }
}

export function securityLetter(firstName: string, message: string, link: string): string {
  return `Dear ${firstName},\n\n${message}\n\nReview your security settings: ${link}\n\n`
    + 'We send security alerts to your email address whatever your notification preferences say.\n'
    + 'Meridian Private Bank will never ask for your password or a code by email.\n';
}
