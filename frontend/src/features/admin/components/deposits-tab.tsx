import { Button, Form, Input, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { DepositMessages as M, type IncomingDepositDto, type IncomingDepositStatus } from '@bank/contracts/payments';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useApproveDeposit, useDeposits, useRecordDeposit, useRejectDeposit } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { DialogError, useDialogError } from './dialog-error';
import { useCursorPages } from './use-cursor-pages';

const statusOptions = [{ value: 'pending', label: 'Waiting for approval' }, { value: 'approved', label: 'Approved' }, { value: 'rejected', label: 'Rejected' }];

function statusTag(d: IncomingDepositDto) {
  if (d.status === 'approved') return <ToneTag tone="success">Approved by {d.approvedBy}</ToneTag>;
  if (d.status === 'rejected') return <ToneTag tone="danger">Rejected by {d.rejectedBy}</ToneTag>;
  return <ToneTag tone="warning">Waiting for approval</ToneTag>;
}

/**
 * Money that arrived from outside with a customer's funding reference (issue 28 item 11): one
 * staff member records it, a different one approves it, and only then does it reach the account.
 * One recorded wrongly is rejected with the reason (by anyone: no money moves).
 */
export function DepositsTab() {
  const [status, setStatus] = useState<IncomingDepositStatus | undefined>('pending');
  const pages = useCursorPages();
  const { data, isFetching } = useDeposits({ status, cursor: pages.cursor, limit: 20 });
  const [recording, setRecording] = useState(false);
  const [rejecting, setRejecting] = useState<IncomingDepositDto | null>(null);
  const approve = useApproveDeposit();
  const mobile = useIsMobile();
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setRecording(true)}>Record Deposit</Button>
        <Select value={status} placeholder="Any status" allowClear aria-label="Filter by status" style={{ width: 200 }} options={statusOptions}
          onChange={(value) => { setStatus(value); pages.reset(); }} />
      </Space>
      <CursorTable<IncomingDepositDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="deposits"
        locale={{ emptyText: status === 'pending' ? 'No deposits waiting for approval' : 'No deposits' }}
        columns={[
          {
            title: 'Customer', key: 'customer', fixed: mobile ? 'left' : undefined,
            render: (d: IncomingDepositDto) => <span style={{ whiteSpace: 'nowrap' }}>{d.customerName}<br /><Typography.Text type="secondary">{d.customerId}</Typography.Text></span>,
          },
          { title: 'Amount', key: 'amount', render: (d: IncomingDepositDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(d.amount, d.currency)}</span> },
          // Two lines per cell, so the table fits its box at 1280 px with the status and actions.
          {
            title: 'Reference / account', key: 'reference',
            render: (d: IncomingDepositDto) => <span style={{ whiteSpace: 'nowrap' }}>{d.reference}<br /><Typography.Text type="secondary">to {d.accountNumber}</Typography.Text></span>,
          },
          { title: 'Payer', dataIndex: 'payer', key: 'payer' },
          {
            title: 'Recorded', key: 'recorded',
            render: (d: IncomingDepositDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(d.recordedAt)}<br /><Typography.Text type="secondary">by {d.recordedBy}</Typography.Text></span>,
          },
          {
            title: 'Status', key: 'status',
            render: (d: IncomingDepositDto) => (
              <Space direction="vertical" size={0}>
                {statusTag(d)}
                {d.rejectionReason && <Typography.Text type="secondary">{d.rejectionReason}</Typography.Text>}
              </Space>
            ),
          },
          {
            // Kept in view on a phone, where the table scrolls sideways under it; at 1280 px a fixed
            // column would cover the status.
            title: '', key: 'actions', fixed: mobile ? 'right' : undefined,
            render: (d: IncomingDepositDto) => d.status === 'pending' && (
              <Space direction="vertical" size={4}>
                <Popconfirm title={`Approve ${formatMoney(d.amount, d.currency)} into ${d.accountNumber}?`} description="The money reaches the customer's account at once."
                  okText="Approve" onConfirm={() => approve.mutate(d.id)}>
                  <Button size="small" type="primary" loading={approve.isPending && approve.variables === d.id}>Approve</Button>
                </Popconfirm>
                <Button size="small" danger onClick={() => setRejecting(d)}>Reject</Button>
              </Space>
            ),
          },
        ]}
      />
      {recording && <RecordDepositDialog onClose={() => setRecording(false)} />}
      {rejecting && <RejectDepositDialog deposit={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function RecordDepositDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ reference: string; amount: string; payer: string }>();
  const record = useRecordDeposit({ inline: true });
  const error = useDialogError(form);
  return (
    <Modal open title="Record Incoming Deposit" onCancel={onClose} okText="Record Deposit" confirmLoading={record.isPending} onOk={() => form.submit()} destroyOnHidden>
      <DialogError message={error.message} />
      <Form form={form} layout="vertical" onFinish={(values) => { error.clear(); record.mutate(values, { onSuccess: onClose, onError: (e) => error.show(e, record.failure) }); }}>
        <Form.Item name="reference" label="Payment reference" rules={[{ required: true, whitespace: true, message: 'Please enter the payment reference' }]}>
          <Input placeholder="MPB-XXXXXXXX" autoComplete="off" />
        </Form.Item>
        <Form.Item name="amount" label="Amount (in the account's currency)" rules={[{ required: true, whitespace: true, message: 'Please enter the amount' }]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="payer" label="Sent by" rules={[{ required: true, whitespace: true, message: 'Please enter who sent the money' }]}>
          <Input maxLength={140} autoComplete="off" />
        </Form.Item>
        <Typography.Text type="secondary">Nothing reaches the customer until a different staff member approves the deposit.</Typography.Text>
      </Form>
    </Modal>
  );
}

function RejectDepositDialog({ deposit, onClose }: { deposit: IncomingDepositDto; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectDeposit({ inline: true });
  const error = useDialogError(form);
  return (
    <Modal open title={`Reject ${formatMoney(deposit.amount, deposit.currency)} from ${deposit.payer}`} onCancel={onClose} okText="Reject Deposit"
      okButtonProps={{ danger: true }} confirmLoading={reject.isPending} onOk={() => form.submit()} destroyOnHidden>
      <DialogError message={error.message} />
      <Form form={form} layout="vertical"
        onFinish={(v) => { error.clear(); reject.mutate({ id: deposit.id, reason: v.reason.trim() }, { onSuccess: onClose, onError: (e) => error.show(e, reject.failure) }); }}>
        <Form.Item name="reason" label="Reason (for the audit trail and the other staff)" rules={[{ required: true, whitespace: true, message: M.REASON_REQUIRED }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Typography.Text type="secondary">No money moves. Record the deposit again if it was typed wrongly.</Typography.Text>
      </Form>
    </Modal>
  );
}
