import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InternationalTransferCreated, InternationalTransferStatusChanged } from '../../../international/public/international.events.js';
import * as texts from '../international-notification-texts.js';
import { Notifier } from '../notifier.js';

@EventsHandler(InternationalTransferCreated)
export class NotifyInternationalTransferCreated implements IEventHandler<InternationalTransferCreated> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: InternationalTransferCreated) { return this.notifier.notify(event, texts.internationalTransferCreated(event.payload)); }
}

@EventsHandler(InternationalTransferStatusChanged)
export class NotifyInternationalTransferStatusChanged implements IEventHandler<InternationalTransferStatusChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: InternationalTransferStatusChanged) { return this.notifier.notify(event, texts.internationalTransferStatusChanged(event.payload)); }
}

export const INTERNATIONAL_EVENT_HANDLERS = [NotifyInternationalTransferCreated, NotifyInternationalTransferStatusChanged];
