import {
  BankOutlined, CreditCardOutlined, DeleteOutlined, DollarOutlined, InfoCircleOutlined, SafetyCertificateOutlined, SwapOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { NotificationDto, NotificationPriority, NotificationType } from '@bank/contracts/notifications';
import { formatNotificationDateTime } from '../../../shared/dates';
import { type Tone, ToneTag } from '../../../shared/ui/tone-tag';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  transaction: <DollarOutlined />,
  transfer: <SwapOutlined />,
  security: <SafetyCertificateOutlined />,
  account: <BankOutlined />,
  card: <CreditCardOutlined />,
  system: <InfoCircleOutlined />,
};

const PRIORITY_TONES: Record<NotificationPriority, Tone> = {
  low: 'neutral',
  medium: 'warning',
  high: 'danger',
};

interface NotificationItemProps {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto) => void;
  onDelete: (notification: NotificationDto) => void;
  deleting?: boolean;
}

/** One row of the bell panel and of the notifications page (SPEC 2.5). */
export function NotificationItem({ notification, onOpen, onDelete, deleting }: NotificationItemProps) {
  const { type, title, message, priority, isRead, createdAt } = notification;
  return (
    <li className={`notification-item${isRead ? '' : ' notification-item--unread'}`} data-testid="notification-item">
      <button type="button" className="notification-item__main" onClick={() => onOpen(notification)}>
        <span className={`notification-item__icon notification-item__icon--${type}`} aria-hidden>
          {TYPE_ICONS[type] ?? TYPE_ICONS.system}
        </span>
        <span className="notification-item__body">
          <span className="notification-item__heading">
            <span className="notification-item__title">{title}</span>
            <ToneTag tone={PRIORITY_TONES[priority] ?? 'neutral'} className="notification-item__priority">
              {priority.toUpperCase()}
            </ToneTag>
          </span>
          <span className="notification-item__message">{message}</span>
          <time className="notification-item__date" dateTime={createdAt}>
            {formatNotificationDateTime(createdAt)}
          </time>
        </span>
        {!isRead && (
          <span className="notification-item__dot">
            <VisuallyHidden>Unread</VisuallyHidden>
          </span>
        )}
      </button>
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        className="notification-item__delete"
        aria-label={`Delete notification: ${title}`}
        loading={deleting}
        onClick={() => onDelete(notification)}
      />
    </li>
  );
}
