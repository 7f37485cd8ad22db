import { Badge, Button, Spin } from 'antd';
import type { NotificationListDto } from '@bank/contracts/notifications';
import { NOTIFICATIONS } from '@bank/contracts/notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { ClearAllButton } from './clear-all-button';
import { NotificationEmpty } from './notification-empty';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

interface NotificationPanelProps {
  list: NotificationListDto | undefined;
  isError: boolean;
  titleId: string;
  /** Closes the popover: after following a link, or with 'View All Notifications'. */
  onClose: () => void;
  onViewAll: () => void;
}

/** The bell's panel (SPEC 2.5): header with actions, the first 10, 'View All' beyond that. */
export function NotificationPanel({ list, isError, titleId, onClose, onViewAll }: NotificationPanelProps) {
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const open = useOpenNotification(onClose);

  const items = list?.items.slice(0, NOTIFICATIONS.PANEL_SIZE) ?? [];
  const unread = list?.unread ?? 0;
  const total = list?.total ?? 0;

  return (
    <div className="notification-panel">
      <div className="notification-panel__header">
        <h2 id={titleId} className="notification-panel__title">
          Notifications
          {unread > 0 && <Badge count={unread} className="notification-panel__count" title={`${unread} unread`} />}
        </h2>
        <div className="notification-panel__actions">
          {unread > 0 && (
            <Button type="link" size="small" loading={markAll.isPending} onClick={() => markAll.mutate()}>
              Mark all read
            </Button>
          )}
          {total > 0 && (
            <ClearAllButton size="small" />
          )}
        </div>
      </div>

      {!list && !isError && (
        <div className="notification-panel__state">
          <Spin aria-label="Loading notifications" />
        </div>
      )}
      {!list && isError && <p className="notification-panel__state">Notifications could not be loaded. We will try again shortly.</p>}
      {list && items.length === 0 && <NotificationEmpty />}
      {items.length > 0 && (
        <ul className="notification-list notification-list--panel" aria-labelledby={titleId}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={open}
              onDelete={(item) => remove.mutate(item.id)}
              deleting={remove.isPending && remove.variables === notification.id}
            />
          ))}
        </ul>
      )}

      {total > NOTIFICATIONS.PANEL_SIZE && (
        <div className="notification-panel__footer">
          <Button block onClick={onViewAll}>
            View All Notifications
          </Button>
        </div>
      )}
    </div>
  );
}
