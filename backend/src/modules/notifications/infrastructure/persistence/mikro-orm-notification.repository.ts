import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Notification } from '../../domain/notification.js';
import type { NotificationRepository } from '../../domain/notification.repository.js';
import { sqlRun } from '../../../../shared/database/sql.js';

@Injectable()
export class MikroOrmNotificationRepository implements NotificationRepository {
  constructor(private readonly em: EntityManager) {}

  /** `on conflict do nothing` on (source_event_id, user_id): the idempotency of event delivery. */
  async addAllOnce(notifications: Notification[]): Promise<number> {
    if (notifications.length === 0) return 0;
    try {
      return await this.insert(notifications);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      // A customer was deleted after the event: nobody is left to tell them, and retrying cannot
      // help; the others are stored one by one so they still hear.
      let stored = 0;
      for (const notification of notifications) {
        try {
          stored += await this.insert([notification]);
        } catch (oneError) {
          if (!isForeignKeyViolation(oneError)) throw oneError;
        }
      }
      return stored;
    }
  }

  private insert(notifications: Notification[]): Promise<number> {
    const column = <K extends keyof Notification>(key: K) => notifications.map((n) => n[key]);
    return sqlRun(this.em,
      `insert into notifications.notifications (id, user_id, type, title, message, priority, is_read, action_url, source_event_id, created_at)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::text[], $9::bigint[], $10::timestamptz[])
       on conflict (source_event_id, user_id) do nothing`,
      [column('id'), column('userId'), column('type'), column('title'), column('message'), column('priority'),
        column('isRead'), column('actionUrl'), column('sourceEventId'), column('createdAt')]);
  }

  findOwned(id: string, userId: string): Promise<Notification | null> {
    return this.em.findOne(Notification, { id, userId });
  }

  async save(notification: Notification): Promise<void> {
    await this.em.persist(notification).flush();
  }

  async remove(notification: Notification): Promise<void> {
    await this.em.remove(notification).flush();
  }

  markAllRead(userId: string): Promise<number> {
    return this.em.nativeUpdate(Notification, { userId, isRead: false }, { isRead: true });
  }

  removeAll(userId: string): Promise<number> {
    return this.em.nativeDelete(Notification, { userId });
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof ForeignKeyConstraintViolationException || e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}
