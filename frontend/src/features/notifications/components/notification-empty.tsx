import { BellOutlined } from '@ant-design/icons';
import { NotificationMessages } from '@bank/contracts/notifications';

export function NotificationEmpty() {
  return (
    <div className="notification-empty">
      <BellOutlined aria-hidden className="notification-empty__icon" />
      <p className="notification-empty__title">{NotificationMessages.EMPTY_TITLE}</p>
      <p className="notification-empty__text">{NotificationMessages.EMPTY_DESCRIPTION}</p>
    </div>
  );
}
