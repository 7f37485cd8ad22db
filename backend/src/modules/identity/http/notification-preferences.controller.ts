import { Body, Controller, Get, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { UpdateNotificationPreferences } from '../application/commands/update-notification-preferences/update-notification-preferences.command.js';
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferences } from '../domain/notification-preferences.js';
import { GetNotificationPreferences } from '../public/get-notification-preferences.query.js';
import { UpdateNotificationPreferencesRequest } from './notification-preferences.request.js';

/** The Settings page's Notifications tab: five switches. */
@ApiTags('profile')
@Controller('user/notifications')
@SignedIn()
export class NotificationPreferencesController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  async get(@CurrentUser() user: AuthenticatedUser): Promise<NotificationPreferencesDto> {
    const [preferences] = await this.queries.execute<GetNotificationPreferences, NotificationPreferencesDto[]>(new GetNotificationPreferences([user.id]));
    return preferences;
  }

  @Patch()
  update(@Body() body: UpdateNotificationPreferencesRequest, @CurrentUser() user: AuthenticatedUser): Promise<NotificationPreferencesDto> {
    const changes: Partial<NotificationPreferences> = {};
    for (const key of NOTIFICATION_PREFERENCE_KEYS) if (body[key] !== undefined) changes[key] = body[key];
    return this.commands.execute(new UpdateNotificationPreferences(user.id, changes));
  }
}
