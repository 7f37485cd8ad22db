import { Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type {
  ClearNotificationsResponse, MarkAllNotificationsReadResponse, NotificationDto, NotificationListDto,
} from '@bank/contracts/notifications';
import { NotificationMessages } from '@bank/contracts/notifications';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { ClearNotifications } from '../application/commands/clear-notifications/clear-notifications.command.js';
import { DeleteNotification } from '../application/commands/delete-notification/delete-notification.command.js';
import { MarkAllNotificationsRead } from '../application/commands/mark-all-notifications-read/mark-all-notifications-read.command.js';
import { MarkNotificationRead } from '../application/commands/mark-notification-read/mark-notification-read.command.js';
import { ListNotifications } from '../application/queries/list-notifications/list-notifications.query.js';
import { ListNotificationsRequest } from './list-notifications.request.js';

/** The bell's notifications: only ever the signed-in customer's own. */
@ApiTags('notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: ListNotificationsRequest, @CurrentUser() user: AuthenticatedUser): Promise<NotificationListDto> {
    return this.queries.execute(new ListNotifications(user.id, query));
  }

  @Patch('mark-all-read')
  async markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<MarkAllNotificationsReadResponse> {
    const updated = await this.commands.execute<MarkAllNotificationsRead, number>(new MarkAllNotificationsRead(user.id));
    return { message: NotificationMessages.ALL_MARKED_READ, updated };
  }

  @Patch(':id/read')
  markRead(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<NotificationDto> {
    return this.commands.execute(new MarkNotificationRead(user.id, id));
  }

  @Delete(':id')
  async delete(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new DeleteNotification(user.id, id));
    return { message: NotificationMessages.DELETED };
  }

  @Delete()
  async clear(@CurrentUser() user: AuthenticatedUser): Promise<ClearNotificationsResponse> {
    const deleted = await this.commands.execute<ClearNotifications, number>(new ClearNotifications(user.id));
    return { message: NotificationMessages.ALL_CLEARED, deleted };
  }
}
