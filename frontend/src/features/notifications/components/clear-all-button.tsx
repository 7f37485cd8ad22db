import { Button, Popconfirm } from 'antd';
import { useClearNotifications } from '../api/clear-notifications';

/**
 * 'Clear all' (issue 28 item 6): it deletes every notification, security alerts included, and
 * cannot be undone, so it asks first. Once confirmed, DELETE /api/notifications deletes them all.
 */
export function ClearAllButton({ size }: { size?: 'small' }) {
  const clearAll = useClearNotifications();
  return (
    <Popconfirm
      title="Clear all notifications?"
      description="This deletes every notification, security alerts included. It cannot be undone."
      okText="Clear all"
      okButtonProps={{ danger: true }}
      cancelText="Keep them"
      onConfirm={() => clearAll.mutate()}
    >
      <Button type="link" size={size} danger loading={clearAll.isPending}>
        Clear all
      </Button>
    </Popconfirm>
  );
}
