import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/** Staff answered a customer's message: the customer is told in the bell. */
export class SupportMessageAnswered extends DomainEvent<{ messageId: string; userId: string; reply: string }> {
  static readonly eventType = 'notifications.support-message-answered';
}

export const NOTIFICATIONS_EVENTS: DomainEventClass[] = [SupportMessageAnswered];
