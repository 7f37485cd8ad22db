import type { NotificationDto } from '@bank/contracts/notifications';
import type { Notification } from '../domain/notification.js';

/** Lists every field the API shows: the customer id and source event stay inside. */
export function toNotificationDto(n: Notification): NotificationDto {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    priority: n.priority,
    isRead: n.isRead,
    actionUrl: n.actionUrl,
    createdAt: n.createdAt.toISOString(),
  };
}
