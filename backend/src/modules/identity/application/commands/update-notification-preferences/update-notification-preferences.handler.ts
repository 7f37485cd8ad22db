import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { NotificationPreferencesRepository } from '../../../domain/notification-preferences.js';
import { NOTIFICATION_PREFERENCES } from '../../../identity.tokens.js';
import { UpdateNotificationPreferences } from './update-notification-preferences.command.js';

@CommandHandler(UpdateNotificationPreferences)
export class UpdateNotificationPreferencesHandler implements ICommandHandler<UpdateNotificationPreferences, NotificationPreferencesDto> {
  constructor(
    @Inject(NOTIFICATION_PREFERENCES) private readonly preferences: NotificationPreferencesRepository,
    private readonly tx: TransactionRunner,
  ) {}

  execute({ userId, changes }: UpdateNotificationPreferences): Promise<NotificationPreferencesDto> {
    return this.tx.run(() => this.preferences.update(userId, changes));
  }
}
