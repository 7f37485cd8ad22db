import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { NotificationRepository } from '../../../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../../notifications.tokens.js';
import { MarkAllNotificationsRead } from './mark-all-notifications-read.command.js';

/** Returns how many were unread. */
@CommandHandler(MarkAllNotificationsRead)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsRead, number> {
  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly tx: TransactionRunner) {}

  execute({ userId }: MarkAllNotificationsRead): Promise<number> {
    return this.tx.run(() => this.notifications.markAllRead(userId));
  }
}
