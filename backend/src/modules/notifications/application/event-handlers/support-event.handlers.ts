import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { SupportMessageAnswered } from '../../public/notifications.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

@HandlesEvent(SupportMessageAnswered)
export class NotifySupportMessageAnswered implements EventHandler<SupportMessageAnswered> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: SupportMessageAnswered) { return this.notifier.notify(event, texts.supportMessageAnswered(event.payload)); }
}

export const SUPPORT_EVENT_HANDLERS = [NotifySupportMessageAnswered];
