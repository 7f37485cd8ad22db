import type { NotificationSettings } from './notification-preferences.js';

export interface NotificationSettingsRepository {
  /**
   * The customer's settings, row-locked until the transaction ends (stored with the defaults first
   * when they have none), so two changes at once take turns and both land.
   */
  lock(userId: string): Promise<NotificationSettings>;
  save(settings: NotificationSettings): Promise<void>;
}
