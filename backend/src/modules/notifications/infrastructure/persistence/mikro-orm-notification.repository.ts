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
  async addOnce(n: Notification): Promise<boolean> {
    try {
      const inserted = await sqlRun(this.em,
        `insert into notifications (id, user_id, type, title, message, priority, is_read, action_url, source_event_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (source_event_id, user_id) do nothing`,
        [n.id, n.userId, n.type, n.title, n.message, n.priority, n.isRead, n.actionUrl, n.sourceEventId, n.createdAt]);
      return inserted > 0;
    } catch (error) {
      // The customer was deleted after the event: nobody is left to tell, and retrying cannot help.
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
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
