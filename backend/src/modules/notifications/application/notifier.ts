import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetNotificationPreferences, type NotificationPreferences } from '../../identity/public/get-notification-preferences.query.js';
import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import { isWanted } from '../domain/delivery-policy.js';
import { Notification, type AddressedDraft } from '../domain/notification.js';
import type { NotificationRepository } from '../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../notifications.tokens.js';

interface Pending {
  event: DomainEvent;
  drafts: AddressedDraft[];
  stored: () => void;
  failed: (error: unknown) => void;
}

/**
 * Turns an event's drafts into notifications: each customer's preferences decide, and the
 * event id (the outbox row) makes a second delivery of the same event create nothing.
 *
 * The outbox dispatcher hands a whole batch to the handlers at once, so the events notified in
 * one tick are stored together: one preferences read and one insert for all of them, instead of
 * two round trips per event. If that fails, every event of the group fails and is delivered
 * again; what was already stored is not doubled.
 */
@Injectable()
export class Notifier {
  private pending: Pending[] = [];

  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly queries: QueryBus) {}

  /** Resolves once the event's notifications are stored. */
  notify(event: DomainEvent, drafts: AddressedDraft[]): Promise<void> {
    return new Promise((stored, failed) => {
      if (this.pending.length === 0) setImmediate(() => void this.storePending());
      this.pending.push({ event, drafts, stored, failed });
    });
  }

  private async storePending(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    try {
      await this.store(group);
      for (const { stored } of group) stored();
    } catch (error) {
      for (const { failed } of group) failed(error);
    }
  }

  private async store(group: Pending[]): Promise<void> {
    const addressed = group.flatMap(({ event, drafts }) => drafts.map((draft) => ({ event, ...draft })));
    if (addressed.length === 0) return;
    const userIds = [...new Set(addressed.map(({ userId }) => userId))];
    const preferences = await this.queries.execute<GetNotificationPreferences, NotificationPreferences[]>(new GetNotificationPreferences(userIds));
    const preferencesOf = new Map(userIds.map((userId, i) => [userId, preferences[i]]));
    await this.notifications.addAllOnce(addressed
      .filter(({ userId, draft }) => isWanted(draft, preferencesOf.get(userId)!))
      .map(({ event, userId, draft }) => Notification.create({
        id: randomUUID(), userId, draft, sourceEventId: event.eventId ?? null, createdAt: event.occurredAt,
      })));
  }
}
