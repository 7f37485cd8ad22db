import { defineEntity, p } from '@mikro-orm/core';
import { Notification } from '../../domain/notification.js';

export const NotificationSchema = defineEntity({
  class: Notification,
  schema: 'notifications',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    type: p.string(),
    title: p.string(),
    message: p.text(),
    priority: p.string(),
    isRead: p.boolean(),
    actionUrl: p.string().nullable(),
    sourceEventId: p.bigint('string').nullable(),
    createdAt: p.datetime(),
  },
});
