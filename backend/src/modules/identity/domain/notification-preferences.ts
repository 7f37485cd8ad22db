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

export const NOTIFICATION_PREFERENCE_KEYS = Object.keys(DEFAULT_NOTIFICATION_PREFERENCES) as (keyof NotificationPreferences)[];

export interface NotificationPreferencesRepository {
  /** The saved preferences of these customers; one who never saved any is missing from the map. */
  findMany(userIds: string[]): Promise<Map<string, NotificationPreferences>>;
  /** Saves only the given switches, atomically (two partial updates at once both land); returns all five. */
  update(userId: string, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences>;
}
