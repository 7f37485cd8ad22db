import { Button, Card, Spin } from 'antd';
import { formatTotal } from '@bank/contracts/paging';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ClearAllButton } from '../components/clear-all-button';
import { NotificationEmpty } from '../components/notification-empty';
import { NotificationItem } from '../components/notification-item';
import { useOpenNotification } from '../components/use-open-notification';
import '../components/notifications.css';
import { formatCount } from '../../../shared/counts';

const PAGE_LIMIT = 20;

/** Every notification, "Load more" at a time: where the bell's 'View All Notifications' leads. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const pages = useNotificationPages(PAGE_LIMIT);
  const { first: data, items, isPending, isError, refetch } = pages;
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const open = useOpenNotification();

  const total = data?.total ?? 0;
  const unread = data?.unread ?? 0;
  const count = data ? formatTotal({ total, totalCapped: data.totalCapped }) : '';

  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader title="Notifications" description="Account activity, transfers and security events, newest first." />
      <Card styles={{ body: { padding: 0 } }}>
        <div className="notifications-page__toolbar">
          <h2 className="notifications-page__summary">
            {!data ? 'All notifications' : unread > 0 ? `${formatCount(unread)} unread of ${count}` : `${count} notification${total === 1 ? '' : 's'}`}
          </h2>
          <div className="notification-panel__actions">
            {unread > 0 && (
              <Button type="link" loading={markAll.isPending} onClick={() => markAll.mutate()}>
                Mark all read
              </Button>
            )}
            {total > 0 && (
              <ClearAllButton />
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
        {data && items.length === 0 && <NotificationEmpty />}
        {items.length > 0 && (
          <ul className="notification-list" aria-label="Notifications">
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
      </Card>
      <div style={{ padding: '0 4px' }}>
        <LoadMore
          shown={items.length}
          total={pages.total}
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          noun="notifications"
        />
      </div>
    </div>
  );
}
