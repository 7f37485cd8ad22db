import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { NotificationSettingsRepository } from '../../../domain/notification-settings.repository.js';
import { NOTIFICATION_SETTINGS } from '../../../identity.tokens.js';
import { UpdateNotificationPreferences } from './update-notification-preferences.command.js';

@CommandHandler(UpdateNotificationPreferences)
export class UpdateNotificationPreferencesHandler implements ICommandHandler<UpdateNotificationPreferences, NotificationPreferencesDto> {
  constructor(
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettingsRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId, changes }: UpdateNotificationPreferences): Promise<NotificationPreferencesDto> {
    return this.tx.run(async () => {
      const settings = await this.settings.lock(userId);
      settings.change(changes, this.clock.now());
      await this.settings.save(settings);
      return settings.preferences();
    });
  }
}
