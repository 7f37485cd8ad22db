import { useState } from 'react';
import { Button, Input, Select, Space, Tabs } from 'antd';
import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { TransactionStatusTag } from '../../../shared/ui/transaction-status-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useDomesticPayments, useSetPaymentStatus } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { InternationalPayments } from './international-payments';
import { PaymentStatusDialog, paymentStatusOptions as statusOptions } from './payment-status-dialog';
import { useCursorPages } from './use-cursor-pages';

/** SPEC 2.19 Payments: Domestic Transfers and International Transfers, each with an Edit Status dialog. */
export function PaymentsTab() {
  return (
    <Tabs items={[
      { key: 'domestic', label: 'Domestic Transfers', children: <DomesticPayments /> },
      { key: 'international', label: 'International Transfers', children: <InternationalPayments /> },
    ]} />
  );
}

function DomesticPayments() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const pages = useCursorPages();
  const { data, isFetching } = useDomesticPayments({ search, status, cursor: pages.cursor, limit: 20 });
  const [editing, setEditing] = useState<AdminDomesticPaymentDto | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="Code, account number or customer ID" allowClear enterButton="Search" aria-label="Search payments"
          style={{ width: 360 }} onSearch={(value) => { setSearch(value.trim()); pages.reset(); }} />
        <Select placeholder="Any status" allowClear aria-label="Filter by status" style={{ width: 160 }} options={statusOptions}
          onChange={(value) => { setStatus(value); pages.reset(); }} />
      </Space>
      <CursorTable<AdminDomesticPaymentDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="transfers" locale={{ emptyText: 'No transfers' }}
        columns={[
          { title: 'Code', dataIndex: 'transactionCode', key: 'code', fixed: mobile ? 'left' : undefined },
          { title: 'Customer', dataIndex: 'customerName', key: 'customer' },
          { title: 'From', dataIndex: 'fromAccountNumber', key: 'from' },
          { title: 'To', dataIndex: 'toAccountNumber', key: 'to' },
          { title: 'Amount', key: 'amount', render: (p: AdminDomesticPaymentDto) => formatMoney(p.amount, p.currency) },
          { title: 'Status', key: 'status', render: (p: AdminDomesticPaymentDto) => <TransactionStatusTag status={p.status} audience="staff" /> },
          { title: 'Date', key: 'date', render: (p: AdminDomesticPaymentDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(p.createdAt)}</span> },
          { title: '', key: 'edit', render: (p: AdminDomesticPaymentDto) => <Button size="small" onClick={() => setEditing(p)}>Edit Status</Button> },
        ]}
      />
      {editing && <DomesticStatusDialog payment={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function DomesticStatusDialog({ payment, onClose }: { payment: AdminDomesticPaymentDto; onClose: () => void }) {
  const save = useSetPaymentStatus({ inline: true });
  return (
    <PaymentStatusDialog name={payment.transactionCode} current={payment} saving={save.isPending} onClose={onClose} failure={save.failure}
      onSave={(values, onFailed) => save.mutate({ id: payment.id, ...values }, { onSuccess: onClose, onError: onFailed })} />
  );
}
