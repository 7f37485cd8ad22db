import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { NotificationRepository } from '../../../domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../../notifications.tokens.js';
import { ClearNotifications } from './clear-notifications.command.js';

/** Deletes every notification of the customer; returns how many. */
@CommandHandler(ClearNotifications)
export class ClearNotificationsHandler implements ICommandHandler<ClearNotifications, number> {
  constructor(@Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository, private readonly tx: TransactionRunner) {}

  execute({ userId }: ClearNotifications): Promise<number> {
    return this.tx.run(() => this.notifications.removeAll(userId));
  }
}
