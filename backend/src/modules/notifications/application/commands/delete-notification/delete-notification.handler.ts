import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Notification } from '../../../domain/notification.js';
import { NotificationNotFound } from '../../../domain/notification.errors.js';
import type { NotificationRepository } from '../../../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../../notifications.tokens.js';
import { DeleteNotification } from './delete-notification.command.js';

@CommandHandler(DeleteNotification)
export class DeleteNotificationHandler implements ICommandHandler<DeleteNotification, void> {
  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly tx: TransactionRunner) {}

  async execute({ userId, notificationId }: DeleteNotification): Promise<void> {
    if (!Notification.isId(notificationId)) throw new NotificationNotFound();
    await this.tx.run(async () => {
      const notification = await this.notifications.findOwned(notificationId, userId);
      if (!notification) throw new NotificationNotFound();
      await this.notifications.remove(notification);
    });
  }
}
