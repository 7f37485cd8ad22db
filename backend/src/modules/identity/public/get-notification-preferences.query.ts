import type { NotificationPreferencesDto } from '@bank/contracts/profile';

/**
 * A customer's notification preferences (the saved ones, or the defaults). Other contexts ask
 * through the QueryBus; the notifications context reads it before creating a notification.
 */
export class GetNotificationPreferences {
  constructor(readonly userId: string) {}
}

export type NotificationPreferences = NotificationPreferencesDto;
