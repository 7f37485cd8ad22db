import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { ListAdministrators } from '../../../identity/public/list-administrators.query.js';
import { ApplicantWelcomed, ApplicationSubmitted } from '../../../onboarding/public/onboarding.events.js';
import * as texts from '../onboarding-notification-texts.js';
import { Notifier } from '../notifier.js';

@EventsHandler(ApplicationSubmitted)
export class NotifyApplicationSubmitted implements IEventHandler<ApplicationSubmitted> {
  constructor(private readonly notifier: Notifier, private readonly queries: QueryBus) {}
  async handle(event: ApplicationSubmitted) {
    const administrators = await this.queries.execute<ListAdministrators, string[]>(new ListAdministrators());
    return this.notifier.notify(event, texts.applicationSubmitted(event.payload, administrators));
  }
}

@EventsHandler(ApplicantWelcomed)
export class NotifyApplicantWelcomed implements IEventHandler<ApplicantWelcomed> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: ApplicantWelcomed) { return this.notifier.notify(event, texts.applicantWelcomed(event.payload)); }
}

export const ONBOARDING_EVENT_HANDLERS = [NotifyApplicationSubmitted, NotifyApplicantWelcomed];
