import type { NotificationPreferences } from '../../../domain/notification-preferences.js';

/** Any subset of the five switches; the others keep their value. */
export class UpdateNotificationPreferences {
  constructor(readonly userId: string, readonly changes: Partial<NotificationPreferences>) {}
}
