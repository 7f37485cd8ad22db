import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATIONS } from '@bank/contracts/notifications';
import { useNotifications } from '../api/get-notifications';
import { NotificationPanel } from './notification-panel';
import './notifications.css';

function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `Notifications, ${unread > NOTIFICATIONS.BADGE_CAP ? `more than ${NOTIFICATIONS.BADGE_CAP}` : unread} unread`;
}

/** The header's bell and its popover (SPEC 2.5). The list is polled every 30 s while signed in. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isError } = useNotifications(NOTIFICATIONS.PANEL_SIZE);
  const unread = data?.unread ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <span className="notification-bell">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        // On a phone the panel is nearly as wide as the screen: slide it in rather than flip it off.
        align={{ overflow: { adjustX: false, adjustY: true, shiftX: true } }}
        styles={{ container: { padding: 0 } }}
        // Inside the header landmark, right after the bell in the tab order.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        content={
          <div role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
            <NotificationPanel
              list={data}
              isError={isError}
              titleId={titleId}
              onClose={() => close(false)}
              onViewAll={() => {
                close(false);
                navigate('/notifications');
              }}
            />
          </div>
        }
      >
        <Button
          ref={bellRef}
          type="text"
          className="app-header__icon-button notification-bell__button"
          data-tour="notifications-bell"
          aria-label={bellLabel(unread)}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={
            <Badge count={unread} overflowCount={NOTIFICATIONS.BADGE_CAP} size="small" title={null} offset={[2, -2]}>
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Popover>
    </span>
  );
}
