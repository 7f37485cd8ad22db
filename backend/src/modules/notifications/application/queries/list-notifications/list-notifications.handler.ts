import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationListDto } from '@bank/contracts/notifications';
import { NOTIFICATION_QUERIES } from '../../../notifications.tokens.js';
import type { NotificationQueries } from './notification-queries.js';
import { ListNotifications } from './list-notifications.query.js';

@QueryHandler(ListNotifications)
export class ListNotificationsHandler implements IQueryHandler<ListNotifications, NotificationListDto> {
  constructor(@Inject(NOTIFICATION_QUERIES) private readonly notifications: NotificationQueries) {}

  execute({ userId, page }: ListNotifications): Promise<NotificationListDto> {
    return this.notifications.page(userId, page);
  }
}
