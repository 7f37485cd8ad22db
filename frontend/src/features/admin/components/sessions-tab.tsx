import { useState } from 'react';
import { Button, InputNumber, Space, Statistic, Table, Typography } from 'antd';
import type { SessionDetailDto } from '@bank/contracts/identity';
import { SESSION } from '@bank/contracts/identity';
import { notify } from '../../../shared/notify';
import { useAdminSessions, useRevokeSession, useSetSessionTimeout } from '../api/admin-api';

/** SPEC 2.19 Sessions: the active count, the timeout setting and a per-session revoke; polled every 5 s. */
export function SessionsTab() {
  const { data, isPending } = useAdminSessions();
  const revoke = useRevokeSession();
  const setTimeoutMinutes = useSetSessionTimeout();
  const [minutes, setMinutes] = useState<number | null>(null);
  const expiringSoon = data?.sessionDetails.filter((s) => s.timeRemaining <= SESSION.EXPIRING_SOON_SECONDS).length ?? 0;
  const saveTimeout = () => {
    const value = minutes ?? SESSION.DEFAULT_TIMEOUT_MINUTES;
    if (!Number.isInteger(value) || value < SESSION.MIN_TIMEOUT_MINUTES || value > SESSION.MAX_TIMEOUT_MINUTES) {
      notify.error({ title: 'Invalid Timeout', description: 'Timeout must be between 1 and 60 minutes.' });
      return;
    }
    setTimeoutMinutes.mutate(value);
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title="Active sessions" value={data?.totalActiveSessions ?? 0} />
        <Statistic title="Expiring Soon" value={expiringSoon} />
        <Space>
          <Typography.Text>Timeout (minutes)</Typography.Text>
          <InputNumber min={1} max={60} aria-label="Session timeout in minutes" placeholder={String(data?.timeoutMinutes ?? 15)} onChange={(v) => setMinutes(typeof v === 'number' ? v : null)} />
          <Button onClick={saveTimeout} loading={setTimeoutMinutes.isPending}>Update Timeout</Button>
        </Space>
      </Space>
      <Table<SessionDetailDto>
        rowKey={(s) => `${s.customerId}-${s.loginTime}`} loading={isPending} dataSource={data?.sessionDetails ?? []} pagination={false}
        scroll={{ x: 'max-content' }} locale={{ emptyText: 'No active sessions' }}
        columns={[
          { title: 'Customer ID', dataIndex: 'customerId', key: 'customerId' },
          { title: 'Signed in', key: 'login', render: (s: SessionDetailDto) => new Date(s.loginTime).toLocaleString() },
          { title: 'Last activity', key: 'last', render: (s: SessionDetailDto) => new Date(s.lastActivity).toLocaleString() },
          { title: 'Time left', key: 'left', render: (s: SessionDetailDto) => `${Math.floor(s.timeRemaining / 60)}:${String(s.timeRemaining % 60).padStart(2, '0')}` },
          { title: '', key: 'revoke', render: (s: SessionDetailDto) => <Button size="small" danger onClick={() => revoke.mutate(s.customerId)}>Revoke</Button> },
        ]}
      />
    </Space>
  );
}
