import { QueryBus } from '@nestjs/cqrs';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { ListAdministrators } from '../../../identity/public/list-administrators.query.js';
import { ApplicantWelcomed, ApplicationSubmitted } from '../../../onboarding/public/onboarding.events.js';
import * as texts from '../onboarding-notification-texts.js';
import { Notifier } from '../notifier.js';

@HandlesEvent(ApplicationSubmitted)
export class NotifyApplicationSubmitted implements EventHandler<ApplicationSubmitted> {
  constructor(private readonly notifier: Notifier, private readonly queries: QueryBus) {}
  async handle(event: ApplicationSubmitted) {
    const administrators = await this.queries.execute<ListAdministrators, string[]>(new ListAdministrators());
    return this.notifier.notify(event, texts.applicationSubmitted(event.payload, administrators));
  }
}

@HandlesEvent(ApplicantWelcomed)
export class NotifyApplicantWelcomed implements EventHandler<ApplicantWelcomed> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: ApplicantWelcomed) { return this.notifier.notify(event, texts.applicantWelcomed(event.payload)); }
}

export const ONBOARDING_EVENT_HANDLERS = [NotifyApplicationSubmitted, NotifyApplicantWelcomed];
