import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationSettings } from '../../domain/notification-preferences.js';
import type { NotificationSettingsRepository } from '../../domain/notification-settings.repository.js';

@Injectable()
export class MikroOrmNotificationSettingsRepository implements NotificationSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async lock(userId: string): Promise<NotificationSettings> {
    // Stored with the defaults first, so a customer's first two changes at once still take turns on the row.
    await this.em.createQueryBuilder(NotificationSettings)
      .insert({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, updatedAt: new Date() }).onConflict('userId').ignore().execute();
    return (await this.em.findOne(NotificationSettings, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }))!;
  }

  async save(settings: NotificationSettings): Promise<void> {
    await this.em.persist(settings).flush();
  }
}
