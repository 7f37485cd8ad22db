import { defineEntity, p } from '@mikro-orm/core';
import { NotificationSettings } from '../../domain/notification-preferences.js';

export const NotificationSettingsSchema = defineEntity({
  class: NotificationSettings,
  schema: 'identity',
  tableName: 'notification_preferences',
  properties: {
    userId: p.uuid().primary(),
    emailNotifications: p.boolean(),
    smsNotifications: p.boolean(),
    transactionAlerts: p.boolean(),
    securityAlerts: p.boolean(),
    marketingEmails: p.boolean(),
    updatedAt: p.datetime(),
  },
});
