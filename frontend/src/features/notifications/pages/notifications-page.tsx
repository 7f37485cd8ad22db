import { Button, Card, Pagination, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { NotificationEmpty } from '../components/notification-empty';
import { NotificationItem } from '../components/notification-item';
import { useOpenNotification } from '../components/use-open-notification';
import '../components/notifications.css';

const PAGE_SIZE = 20;

/** Every notification, a page at a time: where the bell's 'View All Notifications' leads. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useNotifications({ page, pageSize: PAGE_SIZE });
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearNotifications();
  const remove = useDeleteNotification();
  const open = useOpenNotification();

  const total = data?.total ?? 0;
  const unread = data?.unread ?? 0;
  // After deleting the last row of the last page, step back to a page that still exists.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage]);

  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader title="Notifications" description="Account activity, transfers and security events, newest first." />
      <Card styles={{ body: { padding: 0 } }}>
        <div className="notifications-page__toolbar">
          <h2 className="notifications-page__summary">
            {!data ? 'All notifications' : unread > 0 ? `${unread} unread of ${total}` : `${total} notification${total === 1 ? '' : 's'}`}
          </h2>
          <div className="notification-panel__actions">
            {unread > 0 && (
              <Button type="link" loading={markAll.isPending} onClick={() => markAll.mutate()}>
                Mark all read
              </Button>
            )}
            {total > 0 && (
              <Button type="link" danger loading={clearAll.isPending} onClick={() => clearAll.mutate()}>
                Clear all
              </Button>
            )}
          </div>
        </div>
        {isPending && (
          <div className="notification-panel__state">
            <Spin aria-label="Loading notifications" />
          </div>
        )}
        {isError && !data && (
          <div className="notification-panel__state">
            <p>Notifications could not be loaded.</p>
            <Button onClick={() => refetch()}>Try again</Button>
          </div>
        )}
        {data && data.items.length === 0 && <NotificationEmpty />}
        {data && data.items.length > 0 && (
          <ul className="notification-list" aria-label="Notifications">
            {data.items.map((notification) => (
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
      </Card>
      {total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
