import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferencesRepository } from '../../../domain/notification-preferences.js';
import { NOTIFICATION_PREFERENCES } from '../../../identity.tokens.js';
import { GetNotificationPreferences } from '../../../public/get-notification-preferences.query.js';

@QueryHandler(GetNotificationPreferences)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferences, NotificationPreferencesDto[]> {
  constructor(@Inject(NOTIFICATION_PREFERENCES) private readonly preferences: NotificationPreferencesRepository) {}

  async execute({ userIds }: GetNotificationPreferences): Promise<NotificationPreferencesDto[]> {
    const saved = await this.preferences.findMany(userIds);
    return userIds.map((userId) => ({ ...(saved.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES) }));
  }
}
