import type { NotificationPreferencesDto } from '@bank/contracts/profile';

/**
 * Customers' notification preferences (the saved ones, or the defaults), in the order asked.
 * Other contexts ask through the QueryBus; the notifications context reads them for a whole
 * outbox batch at once before creating notifications.
 */
export class GetNotificationPreferences {
  constructor(readonly userIds: string[]) {}
}

export type NotificationPreferences = NotificationPreferencesDto;
