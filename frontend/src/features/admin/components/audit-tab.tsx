import { useState } from 'react';
import { Input, Select, Space, Typography } from 'antd';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { AUDIT_ACTIONS } from '@bank/contracts/admin';
import { useAuditEntries } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { useCursorPages } from './use-cursor-pages';

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** Every staff action with its before and after, newest first, filtered by action and target. */
export function AuditTab() {
  const [action, setAction] = useState<string | undefined>();
  const [targetId, setTargetId] = useState('');
  const pages = useCursorPages();
  const { data, isFetching } = useAuditEntries({ action, targetId, cursor: pages.cursor, limit: 20 });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select placeholder="Any action" allowClear aria-label="Filter by action" style={{ width: 240 }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))} onChange={(value) => { setAction(value); pages.reset(); }} />
        <Input.Search placeholder="Target id" allowClear aria-label="Filter by target id" style={{ width: 340 }}
          onSearch={(value) => { setTargetId(value.trim()); pages.reset(); }} />
      </Space>
      <CursorTable<AuditEntryDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="entries" locale={{ emptyText: 'No audit entries' }}
        expandable={{
          expandedRowRender: (e) => (
            <Space align="start" wrap>
              <div><Typography.Text strong>Before</Typography.Text><pre style={{ margin: 0 }}>{json(e.before)}</pre></div>
              <div><Typography.Text strong>After</Typography.Text><pre style={{ margin: 0 }}>{json(e.after)}</pre></div>
            </Space>
          ),
        }}
        columns={[
          { title: 'When', key: 'when', render: (e: AuditEntryDto) => new Date(e.createdAt).toLocaleString() },
          { title: 'Administrator', dataIndex: 'actorCustomerId', key: 'actor' },
          { title: 'Action', dataIndex: 'action', key: 'action' },
          // The reason before the long target id, so it is in view without scrolling.
          { title: 'Reason', key: 'reason', render: (e: AuditEntryDto) => e.reason ?? '' },
          { title: 'Target', key: 'target', render: (e: AuditEntryDto) => `${e.targetType} ${e.targetId}` },
        ]}
      />
    </>
  );
}
