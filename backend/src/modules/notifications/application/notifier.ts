import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetNotificationPreferences, type NotificationPreferences } from '../../identity/public/get-notification-preferences.query.js';
import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import { isWanted } from '../domain/delivery-policy.js';
import { Notification, type AddressedDraft } from '../domain/notification.js';
import type { NotificationRepository } from '../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../notifications.tokens.js';

/**
 * Turns an event's drafts into notifications: each customer's preferences decide, and the
 * event id (the outbox row) makes a second delivery of the same event create nothing.
 * Each notification is one statement of its own, so a failure part-way is simply redone
 * on the next delivery without doubling what was already stored.
 */
@Injectable()
export class Notifier {
  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly queries: QueryBus) {}

  async notify(event: DomainEvent, drafts: AddressedDraft[]): Promise<void> {
    for (const { userId, draft } of drafts) {
      const preferences = await this.queries.execute<GetNotificationPreferences, NotificationPreferences>(new GetNotificationPreferences(userId));
      if (!isWanted(draft, preferences)) continue;
      await this.notifications.addOnce(Notification.create({
        id: randomUUID(), userId, draft, sourceEventId: event.eventId ?? null, createdAt: event.occurredAt,
      }));
    }
  }
}
