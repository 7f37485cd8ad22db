import { ValidationFailed } from '../../../shared/errors/domain-error.js';

/** Which notifications a customer wants (SPEC 3). How each one applies: docs/decisions/notification-preferences.md. */
export interface NotificationPreferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  transactionAlerts: boolean;
  securityAlerts: boolean;
  marketingEmails: boolean;
}

/** What a customer who never saved any has (the columns' defaults too). */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  emailNotifications: true,
  smsNotifications: false,
  transactionAlerts: true,
  securityAlerts: true,
  marketingEmails: false,
});

export const SMS_NOT_AVAILABLE = 'SMS notifications are not available yet';

export const NOTIFICATION_PREFERENCE_KEYS = Object.keys(DEFAULT_NOTIFICATION_PREFERENCES) as (keyof NotificationPreferences)[];

/**
 * A customer's five switches as stored: a row is written on their first change; until then they
 * have the defaults. Any subset changes at a time, the others keep their value.
 */
export class NotificationSettings implements NotificationPreferences {
  userId!: string;
  emailNotifications!: boolean;
  smsNotifications!: boolean;
  transactionAlerts!: boolean;
  securityAlerts!: boolean;
  marketingEmails!: boolean;
  updatedAt!: Date;

  static defaultsFor(userId: string, now: Date): NotificationSettings {
    return Object.assign(new NotificationSettings(), { userId, ...DEFAULT_NOTIFICATION_PREFERENCES, updatedAt: now });
  }

  /**
   * Applies the switches given as booleans; anything else is left as it is. SMS cannot be switched
   * on: the bank sends no text messages yet, and a switch must not promise what nothing does.
   */
  change(changes: Partial<NotificationPreferences>, now: Date): void {
    if (changes.smsNotifications === true) throw new ValidationFailed(SMS_NOT_AVAILABLE, [{ field: 'smsNotifications', message: SMS_NOT_AVAILABLE }]);
    for (const key of NOTIFICATION_PREFERENCE_KEYS) if (typeof changes[key] === 'boolean') this[key] = changes[key];
    this.updatedAt = now;
  }

  preferences(): NotificationPreferences {
    return Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, this[key]])) as unknown as NotificationPreferences;
  }
}
