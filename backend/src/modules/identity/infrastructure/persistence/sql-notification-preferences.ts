import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences, type NotificationPreferencesRepository,
} from '../../domain/notification-preferences.js';

const COLUMN: Record<keyof NotificationPreferences, string> = {
  emailNotifications: 'email_notifications',
  smsNotifications: 'sms_notifications',
  transactionAlerts: 'transaction_alerts',
  securityAlerts: 'security_alerts',
  marketingEmails: 'marketing_emails',
};
const SELECT = NOTIFICATION_PREFERENCE_KEYS.map((key) => `${COLUMN[key]} as "${key}"`).join(', ');

/** The `notification_preferences` table: one row per customer, written on the first save. */
@Injectable()
export class SqlNotificationPreferences implements NotificationPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  async findMany(userIds: string[]): Promise<Map<string, NotificationPreferences>> {
    const rows = await sql<NotificationPreferences & { userId: string }>(this.em,
      `select user_id as "userId", ${SELECT} from identity.notification_preferences where user_id = any($1::uuid[])`, [userIds]);
    return new Map(rows.map(({ userId, ...preferences }) => [userId, preferences]));
  }

  async update(userId: string, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
    const changed = NOTIFICATION_PREFERENCE_KEYS.filter((key) => typeof changes[key] === 'boolean');
    const values = NOTIFICATION_PREFERENCE_KEYS.map((key) => changes[key] ?? DEFAULT_NOTIFICATION_PREFERENCES[key]);
    // Column names come from the fixed map above, never from the request.
    const set = [...changed.map((key) => `${COLUMN[key]} = excluded.${COLUMN[key]}`), 'updated_at = now()'].join(', ');
    const [row] = await sql<NotificationPreferences>(this.em,
      `insert into identity.notification_preferences (user_id, ${NOTIFICATION_PREFERENCE_KEYS.map((key) => COLUMN[key]).join(', ')})
       values ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')})
       on conflict (user_id) do update set ${set}
       returning ${SELECT}`,
      [userId, ...values]);
    return row;
  }
}
