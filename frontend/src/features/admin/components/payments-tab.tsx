import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import { TRANSACTION_STATUSES } from '@bank/contracts/accounts';
import { formatMoney } from '../../../shared/money';
import { useDomesticPayments, useSetPaymentStatus } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { useCursorPages } from './use-cursor-pages';

const statusOptions = TRANSACTION_STATUSES.map((s) => ({ value: s, label: s }));

/** SPEC 2.19 Payments: Domestic Transfers (international comes with its own issue). */
export function PaymentsTab() {
  return (
    <Tabs items={[
      { key: 'domestic', label: 'Domestic Transfers', children: <DomesticPayments /> },
      { key: 'international', label: 'International Transfers', children: <Typography.Text type="secondary">International transfers come with their own issue.</Typography.Text> },
    ]} />
  );
}

function DomesticPayments() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const pages = useCursorPages();
  const { data, isFetching } = useDomesticPayments({ search, status, cursor: pages.cursor, limit: 20 });
  const [editing, setEditing] = useState<AdminDomesticPaymentDto | null>(null);
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
          { title: 'Code', dataIndex: 'transactionCode', key: 'code' },
          { title: 'Customer', dataIndex: 'customerName', key: 'customer' },
          { title: 'From', dataIndex: 'fromAccountNumber', key: 'from' },
          { title: 'To', dataIndex: 'toAccountNumber', key: 'to' },
          { title: 'Amount', key: 'amount', render: (p: AdminDomesticPaymentDto) => formatMoney(p.amount, p.currency) },
          { title: 'Status', key: 'status', render: (p: AdminDomesticPaymentDto) => <Tag>{p.status}</Tag> },
          { title: 'Date', key: 'date', render: (p: AdminDomesticPaymentDto) => new Date(p.createdAt).toLocaleString() },
          { title: '', key: 'edit', render: (p: AdminDomesticPaymentDto) => <Button size="small" onClick={() => setEditing(p)}>Edit Status</Button> },
        ]}
      />
      {editing && <StatusDialog payment={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** SPEC 5 "Payment status": status required, notes optional and trimmed; the credit note is shown to the customer. */
function StatusDialog({ payment, onClose }: { payment: AdminDomesticPaymentDto; onClose: () => void }) {
  const save = useSetPaymentStatus();
  const [form] = Form.useForm<{ status: string; adminNotes: string; creditNote: string }>();
  return (
    <Modal open title={`Edit status: ${payment.transactionCode}`} onCancel={onClose} okText="Update Status" confirmLoading={save.isPending}
      onOk={() => form.validateFields().then((v) => save.mutate({ id: payment.id, status: v.status, adminNotes: v.adminNotes?.trim() ?? '', creditNote: v.creditNote?.trim() ?? '' }, { onSuccess: onClose }))}>
      <Form form={form} layout="vertical" initialValues={{ status: payment.status ?? 'processing', adminNotes: payment.adminNotes ?? '', creditNote: payment.creditNote ?? '' }}>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}><Select options={statusOptions} /></Form.Item>
        <Form.Item name="adminNotes" label="Admin notes"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
        <Form.Item name="creditNote" label="Credit note (visible to the customer)"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
