import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationDto } from '@bank/contracts/notifications';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Notification } from '../../../domain/notification.js';
import { NotificationNotFound } from '../../../domain/notification.errors.js';
import type { NotificationRepository } from '../../../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../../notifications.tokens.js';
import { toNotificationDto } from '../../notification.mapper.js';
import { MarkNotificationRead } from './mark-notification-read.command.js';

@CommandHandler(MarkNotificationRead)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationRead, NotificationDto> {
  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly tx: TransactionRunner) {}

  async execute({ userId, notificationId }: MarkNotificationRead): Promise<NotificationDto> {
    if (!Notification.isId(notificationId)) throw new NotificationNotFound();
    return this.tx.run(async () => {
      const notification = await this.notifications.findOwned(notificationId, userId);
      if (!notification) throw new NotificationNotFound();
      notification.markRead();
      await this.notifications.save(notification);
      return toNotificationDto(notification);
    });
  }
}
