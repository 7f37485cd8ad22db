import { useState, type FormEvent } from 'react';
import { Button, Form, Input, Space, Statistic, Table } from 'antd';
import type { SessionDetailDto } from '@bank/contracts/identity';
import { SESSION } from '@bank/contracts/identity';
import { errorMessage } from '../../../shared/api-client';
import { formatCountdown, formatDateTimeWithZone } from '../../../shared/dates';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useAdminSessions, useRevokeSession, useSetSessionTimeout } from '../api/admin-api';

/** SPEC 5 "Session timeout", word for word. */
export const INVALID_TIMEOUT = `Invalid Timeout - Timeout must be between ${SESSION.MIN_TIMEOUT_MINUTES} and ${SESSION.MAX_TIMEOUT_MINUTES} minutes.`;

/**
 * The minutes typed, or null. Whole minutes written as digits only, within 1–60: "0", "90", "7.5",
 * "1e1" or an empty box are refused as typed, never rounded or clamped into something else
 * (docs/decisions/admin-session-timeout.md).
 */
export function parseTimeoutMinutes(text: string): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= SESSION.MIN_TIMEOUT_MINUTES && minutes <= SESSION.MAX_TIMEOUT_MINUTES ? minutes : null;
}

/** SPEC 2.19 Sessions: the active count, the timeout setting and a per-session revoke; polled every 5 s. */
export function SessionsTab() {
  const mobile = useIsMobile();
  const { data, isPending } = useAdminSessions();
  const revoke = useRevokeSession();
  const setTimeoutMinutes = useSetSessionTimeout({ inline: true });
  const [refused, setRefused] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const expiringSoon = data?.sessionDetails.filter((s) => s.timeRemaining <= SESSION.EXPIRING_SOON_SECONDS).length ?? 0;

  const saveTimeout = (event: FormEvent) => {
    event.preventDefault();
    const minutes = parseTimeoutMinutes(text.trim());
    setInvalid(minutes === null);
    setRefused(null);
    if (minutes !== null) {
      setTimeoutMinutes.mutate(minutes, { onSuccess: () => setText(''), onError: (error) => setRefused(errorMessage(error, setTimeoutMinutes.failure)) });
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space size="large" wrap align="start">
        <Statistic title="Active sessions" value={data?.totalActiveSessions ?? 0} />
        <Statistic title="Expiring Soon" value={expiringSoon} />
        <Statistic title="Timeout now" value={data ? `${data.timeoutMinutes} min` : '—'} />
      </Space>
      <form onSubmit={saveTimeout} noValidate style={{ maxWidth: 420 }}>
        <Form.Item
          layout="vertical"
          label="New timeout (minutes)"
          htmlFor="session-timeout"
          validateStatus={invalid || refused ? 'error' : undefined}
          help={invalid ? INVALID_TIMEOUT : refused ?? `A whole number from ${SESSION.MIN_TIMEOUT_MINUTES} to ${SESSION.MAX_TIMEOUT_MINUTES}. It applies to every session from the next request.`}
          style={{ marginBottom: 0 }}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id="session-timeout"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder={String(data?.timeoutMinutes ?? SESSION.DEFAULT_TIMEOUT_MINUTES)}
              value={text}
              aria-invalid={invalid || Boolean(refused) || undefined}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
                setRefused(null);
              }}
            />
            <Button htmlType="submit" loading={setTimeoutMinutes.isPending}>Update Timeout</Button>
          </Space.Compact>
        </Form.Item>
      </form>
      <Table<SessionDetailDto>
        rowKey={(s) => `${s.customerId}-${s.loginTime}`} loading={isPending} dataSource={data?.sessionDetails ?? []} pagination={false}
        scroll={{ x: 'max-content' }} locale={{ emptyText: 'No active sessions' }}
        columns={[
          { title: 'Customer ID', dataIndex: 'customerId', key: 'customerId', fixed: mobile ? 'left' : undefined },
          { title: 'Signed in', key: 'login', render: (s: SessionDetailDto) => formatDateTimeWithZone(s.loginTime) },
          { title: 'Last activity', key: 'last', render: (s: SessionDetailDto) => formatDateTimeWithZone(s.lastActivity) },
          { title: 'Time left', key: 'left', render: (s: SessionDetailDto) => formatCountdown(s.timeRemaining) },
          { title: 'Actions', key: 'revoke', render: (s: SessionDetailDto) => <Button size="small" danger onClick={() => revoke.mutate(s.customerId)} aria-label={`Revoke the session of ${s.customerId}`}>Revoke</Button> },
        ]}
      />
    </Space>
  );
}
