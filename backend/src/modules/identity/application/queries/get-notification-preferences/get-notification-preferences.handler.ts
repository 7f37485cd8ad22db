import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../domain/notification-preferences.js';
import { CUSTOMER_SETTINGS_QUERIES } from '../../../identity.tokens.js';
import { GetNotificationPreferences } from '../../../public/get-notification-preferences.query.js';
import type { CustomerSettingsQueries } from '../customer-settings-queries.js';

@QueryHandler(GetNotificationPreferences)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferences, NotificationPreferencesDto[]> {
  constructor(@Inject(CUSTOMER_SETTINGS_QUERIES) private readonly settings: CustomerSettingsQueries) {}

  async execute({ userIds }: GetNotificationPreferences): Promise<NotificationPreferencesDto[]> {
    const saved = await this.settings.notificationPreferences(userIds);
    return userIds.map((userId) => ({ ...(saved.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES) }));
  }
}
