import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { InternationalTransferCreated, InternationalTransferStatusChanged } from '../../../international/public/international.events.js';
import * as texts from '../international-notification-texts.js';
import { Notifier } from '../notifier.js';

@HandlesEvent(InternationalTransferCreated)
export class NotifyInternationalTransferCreated implements EventHandler<InternationalTransferCreated> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: InternationalTransferCreated) { return this.notifier.notify(event, texts.internationalTransferCreated(event.payload)); }
}

@HandlesEvent(InternationalTransferStatusChanged)
export class NotifyInternationalTransferStatusChanged implements EventHandler<InternationalTransferStatusChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: InternationalTransferStatusChanged) { return this.notifier.notify(event, texts.internationalTransferStatusChanged(event.payload)); }
}

export const INTERNATIONAL_EVENT_HANDLERS = [NotifyInternationalTransferCreated, NotifyInternationalTransferStatusChanged];
