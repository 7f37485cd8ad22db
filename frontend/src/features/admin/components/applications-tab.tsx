import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Form, Input, List, Modal, Popconfirm, Select, Skeleton, Space, Typography } from 'antd';
import {
  ACCOUNT_PURPOSE_LABELS, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, ID_TYPE_LABELS, TRANSACTION_VOLUME_LABELS, AccountOpeningMessages as M,
  type AdminApplicationDetailDto, type AdminApplicationListItemDto, type ApplicationStatus, type HolderDetails,
} from '@bank/contracts/account-opening';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatAmount, formatMoney } from '../../../shared/money';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { ToneTag, type Tone } from '../../../shared/ui/tone-tag';
import { useAdminApplication, useAdminApplications, useApproveApplication, useRejectApplication } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { DialogError, useDialogError } from './dialog-error';
import { useCursorPages } from './use-cursor-pages';

const STATUS_TONES: Record<ApplicationStatus, Tone> = { submitted: 'info', under_review: 'warning', approved: 'success', rejected: 'danger' };
const statusTag = (status: ApplicationStatus) => <ToneTag tone={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</ToneTag>;
const accountTypeLabel = (type: string) => (type === 'joint' ? 'Joint' : 'Individual');
const dash = (value: string | undefined | null) => (value ? value : '—');
const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Account-opening applications (beyond SPEC 2.19): newest first, the whole application in a drawer, Approve or Reject. */
export function ApplicationsTab() {
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const pages = useCursorPages();
  const { data, isFetching } = useAdminApplications({ status, cursor: pages.cursor, limit: 20 });
  const [openId, setOpenId] = useState<string | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <Select placeholder="Any status" allowClear aria-label="Filter by status" style={{ width: 220, marginBottom: 16 }}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
        onChange={(value: ApplicationStatus | undefined) => { setStatus(value); pages.reset(); }} />
      <CursorTable<AdminApplicationListItemDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="applications"
        locale={{ emptyText: status ? `No ${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications` : 'No applications yet' }}
        columns={[
          {
            // The applicant stays in view while a phone scrolls to the actions.
            title: 'Name', key: 'name', fixed: mobile ? 'left' : undefined, render: (a: AdminApplicationListItemDto) => (
              <Space direction="vertical" size={0}>
                {a.name}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.referenceNumber} · {a.email}</Typography.Text>
              </Space>
            ),
          },
          { title: 'Status', key: 'status', render: (a: AdminApplicationListItemDto) => statusTag(a.status) },
          { title: 'Submitted', key: 'submitted', render: (a: AdminApplicationListItemDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(a.submittedAt)}</span> },
          { title: 'Type', key: 'type', render: (a: AdminApplicationListItemDto) => accountTypeLabel(a.accountType) },
          { title: 'Deposit', key: 'deposit', align: 'right', render: (a: AdminApplicationListItemDto) => formatMoney(a.initialDeposit, a.currency) },
          {
            title: 'Actions', key: 'actions', fixed: 'right', render: (a: AdminApplicationListItemDto) => (
              <Button size="small" onClick={() => setOpenId(a.id)} aria-label={`Open application of ${a.name} (${a.referenceNumber})`}>Open</Button>
            ),
          },
        ]}
      />
      {openId && <ApplicationDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

function holderItems(holder: Partial<HolderDetails>) {
  return [
    { key: 'name', label: 'Name', children: dash([holder.title, holder.firstName, holder.middleName, holder.lastName].filter(Boolean).join(' ')) },
    { key: 'dob', label: 'Date of birth', children: dash(holder.dateOfBirth) },
    { key: 'nationality', label: 'Nationality', children: dash(holder.nationality) },
    { key: 'id', label: 'ID', children: holder.idType ? `${ID_TYPE_LABELS[holder.idType]} ${holder.idNumber ?? ''}` : dash(holder.idNumber) },
    { key: 'phone', label: 'Phone', children: dash(holder.phoneNumber) },
    { key: 'email', label: 'Email', children: dash(holder.email) },
    { key: 'occupation', label: 'Occupation', children: dash(holder.occupation) },
    { key: 'employer', label: 'Employer', children: dash(holder.employer) },
    { key: 'income', label: 'Monthly income', children: dash(holder.monthlyIncome && formatAmount(holder.monthlyIncome)) },
  ];
}

function ApplicationDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const mobile = useIsMobile();
  const { data, isPending, isError } = useAdminApplication(id);
  const approve = useApproveApplication();
  const queryClient = useQueryClient();
  // Opening a submitted application moves it under review on the server: the list behind shows that.
  useEffect(() => {
    if (data?.status) void queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
  }, [data?.status, queryClient]);
  const [rejecting, setRejecting] = useState(false);
  const open = data && (data.status === 'submitted' || data.status === 'under_review');
  const actions = open ? (
    <Space>
      <Button danger onClick={() => setRejecting(true)}>Reject</Button>
      <Popconfirm title="Approve this application?" description="This opens the customer and their account."
        okText="Approve" onConfirm={() => approve.mutate(data.id)}>
        <Button type="primary" loading={approve.isPending}>Approve</Button>
      </Popconfirm>
    </Space>
  ) : null;
  return (
    // On a phone the decision sits in the footer, so the title keeps the header's width.
    <Drawer open onClose={onClose} size={mobile ? '100%' : 720} destroyOnHidden
      title={data ? `${data.name} · ${data.referenceNumber}` : 'Application'}
      extra={mobile ? undefined : actions}
      footer={mobile && actions ? actions : undefined}
      styles={{ footer: { display: 'flex', justifyContent: 'flex-end' } }}>
      {isPending && <Skeleton active />}
      {isError && <Alert type="error" showIcon title={M.APPLICATION_NOT_FOUND} />}
      {data && <ApplicationDetail application={data} />}
      {rejecting && data && <RejectDialog application={data} onClose={() => setRejecting(false)} />}
    </Drawer>
  );
}

function ApplicationDetail({ application: a }: { application: AdminApplicationDetailDto }) {
  const mobile = useIsMobile();
  const { primaryHolder, jointHolder, address, bankingPreferences: prefs, agreements } = a.application;
  // A narrower label column on a phone leaves the values room (emails, addresses).
  const section = { bordered: true, size: 'small' as const, column: 1, styles: { label: { width: mobile ? 112 : 150 }, content: { overflowWrap: 'anywhere' as const } } };
  const yes = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions {...section} items={[
        { key: 'status', label: 'Status', children: <span data-testid="admin-application-status">{statusTag(a.status)}</span> },
        { key: 'submitted', label: 'Submitted', children: formatDateTimeWithZone(a.submittedAt) },
        { key: 'type', label: 'Account type', children: accountTypeLabel(a.accountType) },
        ...(a.decidedAt ? [{ key: 'decided', label: 'Decided', children: `${formatDateTimeWithZone(a.decidedAt)} by ${a.decidedBy ?? '—'}` }] : []),
        ...(a.rejectionReason ? [{ key: 'reason', label: 'Reason', children: a.rejectionReason }] : []),
        ...(a.customerId ? [{ key: 'customer', label: 'Customer', children: `${a.customerId} · account ${a.accountNumber ?? '—'}` }] : []),
      ]} />
      <Descriptions {...section} title="Primary holder" items={holderItems(primaryHolder)} />
      {jointHolder && Object.keys(jointHolder).length > 0 && <Descriptions {...section} title="Joint holder" items={holderItems(jointHolder)} />}
      <Descriptions {...section} title="Address and preferences" items={[
        { key: 'address', label: 'Address', children: [address.street, address.city, address.state, address.zipCode, address.country].join(', ') },
        { key: 'purpose', label: 'Purpose', children: ACCOUNT_PURPOSE_LABELS[prefs.accountPurpose] ?? prefs.accountPurpose },
        { key: 'deposit', label: 'Initial deposit', children: formatMoney(prefs.initialDeposit, prefs.currency) },
        { key: 'volume', label: 'Monthly volume', children: TRANSACTION_VOLUME_LABELS[prefs.monthlyTransactionVolume] },
        { key: 'consents', label: 'Consents', children: `Terms ${yes(agreements.termsAndConditions)} · Privacy ${yes(agreements.privacyPolicy)} · KYC ${yes(agreements.kycConsent)} · Marketing ${yes(agreements.marketingConsent)}` },
      ]} />
      <section aria-label="Documents">
        <Typography.Title level={5}>Documents</Typography.Title>
        <List bordered size="small" dataSource={a.documents} locale={{ emptyText: 'No documents' }}
          renderItem={(doc) => (
            <List.Item actions={[
              <a key="view" href={doc.url} target="_blank" rel="noopener noreferrer" aria-label={`View ${doc.label}`}>View</a>,
            ]}>
              <List.Item.Meta title={doc.label} description={`${doc.contentType} · ${fileSize(doc.size)}`} />
            </List.Item>
          )} />
      </section>
    </Space>
  );
}

function RejectDialog({ application, onClose }: { application: AdminApplicationDetailDto; onClose: () => void }) {
  const reject = useRejectApplication({ inline: true });
  const [form] = Form.useForm<{ reason: string }>();
  const failure = useDialogError(form);
  return (
    <Modal open title={`Reject application: ${application.name}`} onCancel={onClose} okText="Reject" okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical"
        onFinish={(v) => { failure.clear(); reject.mutate({ id: application.id, reason: v.reason.trim() }, { onSuccess: onClose, onError: (error) => failure.show(error, reject.failure) }); }}>
        {/* The applicant sees this reason on the status page. */}
        <Form.Item name="reason" label="Reason (shown to the applicant)" rules={[{ required: true, whitespace: true, message: M.REASON_REQUIRED }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
