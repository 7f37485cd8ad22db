import { useState } from 'react';
import { Input, Select, Space, Typography } from 'antd';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_LABELS } from '@bank/contracts/admin';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useAuditEntries } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { useCursorPages } from './use-cursor-pages';
import './audit-tab.css';

/** A stored value as staff read it: text as is, nothing as a dash, the rest as compact JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const ACRONYMS: Record<string, string> = { usd: 'USD', id: 'ID', cvv: 'CVV', pin: 'PIN', ifsc: 'IFSC', iban: 'IBAN' };

/** "isActive" → "Is active", "usdRate" → "USD rate". */
function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ').map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Before and after, one row per field, the changed ones marked (a diff, not two JSON blobs). */
export function AuditDiff({ entry }: { entry: AuditEntryDto }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <Typography.Text type="secondary">No details were recorded for this action.</Typography.Text>;
  return (
    <table className="audit-diff" aria-label={`Changes of ${AUDIT_ACTION_LABELS[entry.action] ?? entry.action}`}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const was = shown(before[key]);
          const is = shown(after[key]);
          const changed = was !== is;
          return (
            <tr key={key} className={changed ? 'audit-diff__row--changed' : undefined}>
              <th scope="row">
                {fieldLabel(key)}
                {changed && <span className="audit-diff__mark"> (changed)</span>}
              </th>
              <td>{changed ? <del>{was}</del> : was}</td>
              <td>{changed ? <ins>{is}</ins> : is}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Who or what an entry acted on, by name: the customer it is or belongs to (name and id) and an
 * account's number; its id too where those do not tell which (a card, a payment, a deleted account).
 */
function AuditTarget({ entry }: { entry: AuditEntryDto }) {
  const { targetCustomer, targetAccountNumber } = entry;
  const named = entry.targetType === 'user' ? targetCustomer !== null : targetAccountNumber !== null;
  return (
    <div className="audit-table__text">
      {AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType}
      {targetAccountNumber && ` ${targetAccountNumber}`}
      {targetCustomer && <div>{targetCustomer.name} ({targetCustomer.customerId})</div>}
      {!named && (
        <Typography.Text type="secondary" className="audit-table__small audit-table__id">{entry.targetId}</Typography.Text>
      )}
    </div>
  );
}

/** Every staff action with its before and after, newest first, filtered by action, customer and target. */
export function AuditTab() {
  const mobile = useIsMobile();
  const [action, setAction] = useState<string | undefined>();
  const [targetId, setTargetId] = useState('');
  const [customerId, setCustomerId] = useState('');
  const pages = useCursorPages();
  const { data, isFetching } = useAuditEntries({ action, targetId, customerId: customerId || undefined, cursor: pages.cursor, limit: 20 });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select placeholder="Any action" allowClear showSearch={{ optionFilterProp: 'label' }} aria-label="Filter by action" style={{ width: 280 }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))} onChange={(value) => { setAction(value); pages.reset(); }} />
        <Input.Search placeholder="Customer ID" allowClear aria-label="Filter by customer" style={{ width: 220 }}
          onSearch={(value) => { setCustomerId(value.trim()); pages.reset(); }} />
        <Input.Search placeholder="Target id" allowClear aria-label="Filter by target id" style={{ width: 340 }}
          onSearch={(value) => { setTargetId(value.trim()); pages.reset(); }} />
      </Space>
      <CursorTable<AuditEntryDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="entries" locale={{ emptyText: 'No audit entries' }}
        className="audit-table"
        expandable={{ expandedRowRender: (e) => <AuditDiff entry={e} /> }}
        columns={[
          {
            // The row's identity (what was done, when) stays in view when a phone scrolls the rest.
            title: 'Action', key: 'action', fixed: mobile ? 'left' : undefined, render: (e: AuditEntryDto) => (
              <div className="audit-table__action">
                <span>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</span>
                <Typography.Text type="secondary" className="audit-table__small">{formatDateTimeWithZone(e.createdAt)}</Typography.Text>
              </div>
            ),
          },
          // Whom it was done to, next: on a phone it is in view beside the action.
          { title: 'Target', key: 'target', render: (e: AuditEntryDto) => <AuditTarget entry={e} /> },
          { title: 'Administrator', dataIndex: 'actorCustomerId', key: 'actor' },
          { title: 'Reason', key: 'reason', render: (e: AuditEntryDto) => <div className="audit-table__text">{e.reason || '—'}</div> },
        ]}
      />
    </>
  );
}
