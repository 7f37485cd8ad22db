import { useNavigate } from 'react-router-dom';
import type { NotificationDto } from '@bank/contracts/notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * SPEC 2.5: a click marks an unread notification read and follows its actionUrl. Only in-app
 * paths are followed; anything else stays a plain "mark read".
 */
export function useOpenNotification(onNavigate?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();

  return (notification: NotificationDto) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const url = notification.actionUrl;
    if (url && url.startsWith('/') && !url.startsWith('//')) {
      onNavigate?.();
      navigate(url);
    }
  };
}
