import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import type { AdminCreateCardRequest, AdminDebitCardDto, CardApplicationDto, CardApplicationStatus, CardStatus } from '@bank/contracts/cards';
import { AdminCardMessages, CARD_APPLICATION_STATUS_LABELS, CARD_APPLICATION_STATUSES, CARD_EXPIRY_YEARS, CARD_TYPE_LABELS } from '@bank/contracts/cards';
import {
  useAdminAccounts, useAdminCards, useCardApplications, useCreateCard, useProcessCardApplication, useSetCardStatus, useShowCardNumber,
} from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { useCursorPages } from './use-cursor-pages';
import { ToneTag, type Tone } from '../../../shared/ui/tone-tag';

const STATUS_TONES: Record<CardStatus, Tone> = { pending: 'warning', active: 'success', rejected: 'danger', cancelled: 'neutral' };
const applicationTag = (status: CardStatus) => (
  <ToneTag tone={STATUS_TONES[status]}>{CARD_APPLICATION_STATUS_LABELS[status as CardApplicationStatus] ?? 'Cancelled'}</ToneTag>
);
const expiry = (c: AdminDebitCardDto) => (c.expiryMonth && c.expiryYear ? `${String(c.expiryMonth).padStart(2, '0')}/${c.expiryYear}` : '—');
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** SPEC 2.19 Cards: applications to process, every card (show/hide number, Disable/Enable), Create Card. */
export function CardsTab() {
  const [creating, setCreating] = useState(false);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Applications />
      <section aria-labelledby="admin-cards-title">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
          <Typography.Title level={4} id="admin-cards-title" style={{ margin: 0 }}>Debit cards</Typography.Title>
          <Button type="primary" onClick={() => setCreating(true)}>Create Card</Button>
        </Space>
        <Cards />
      </section>
      {creating && <CreateCardDialog onClose={() => setCreating(false)} />}
    </Space>
  );
}

/** The filter's "all" (the server's default when no status is sent). */
const ALL = 'all';

function Applications() {
  // Pending first: the work queue, oldest first, is what staff open the tab for.
  const [status, setStatus] = useState<CardApplicationStatus | typeof ALL>('pending');
  const pages = useCursorPages();
  const { data, isFetching } = useCardApplications({ status: status === ALL ? undefined : status, cursor: pages.cursor, limit: 10 });
  const process = useProcessCardApplication();
  const [declining, setDeclining] = useState<CardApplicationDto | null>(null);
  return (
    <section aria-labelledby="admin-card-applications-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} id="admin-card-applications-title" style={{ margin: 0 }}>Card applications</Typography.Title>
        <Select value={status} aria-label="Filter applications by status" style={{ width: 200 }}
          options={[...CARD_APPLICATION_STATUSES.map((s) => ({ value: s, label: CARD_APPLICATION_STATUS_LABELS[s] })), { value: ALL, label: 'All applications' }]}
          onChange={(value) => { setStatus(value); pages.reset(); }} />
      </Space>
      <CursorTable<CardApplicationDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="applications"
        locale={{ emptyText: status === ALL ? 'No card applications' : `No ${CARD_APPLICATION_STATUS_LABELS[status].toLowerCase()} card applications` }}
        columns={[
          // Customer and account in one cell, so the status and actions fit on a phone.
          { title: 'Customer / account', key: 'customer', render: (a: CardApplicationDto) => (
            <Space direction="vertical" size={0}>
              {a.customerName}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.accountNumber} · {a.accountType}</Typography.Text>
            </Space>
          ) },
          { title: 'Card', key: 'type', render: (a: CardApplicationDto) => CARD_TYPE_LABELS[a.cardType] },
          { title: 'Applied', key: 'applied', render: (a: CardApplicationDto) => new Date(a.createdAt).toLocaleDateString() },
          {
            title: 'Status', key: 'status', render: (a: CardApplicationDto) => (
              <Space direction="vertical" size={0}>
                {applicationTag(a.status)}
                {a.rejectionReason && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.rejectionReason}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: 'Actions', key: 'actions', fixed: 'right', render: (a: CardApplicationDto) => a.status === 'pending' && (
              <Space size={4} wrap>
                <Button size="small" type="primary" aria-label={`Approve application of ${a.customerName} for ${a.accountNumber}`}
                  loading={process.isPending && process.variables?.id === a.id && process.variables.approve}
                  onClick={() => process.mutate({ id: a.id, approve: true })}>Approve</Button>
                <Button size="small" danger aria-label={`Decline application of ${a.customerName} for ${a.accountNumber}`}
                  onClick={() => setDeclining(a)}>Decline</Button>
              </Space>
            ),
          },
        ]}
      />
      {declining && <DeclineDialog application={declining} onClose={() => setDeclining(null)} />}
    </section>
  );
}

function DeclineDialog({ application, onClose }: { application: CardApplicationDto; onClose: () => void }) {
  const process = useProcessCardApplication();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal open title={`Decline application: ${application.customerName}`} onCancel={onClose} okText="Decline" okButtonProps={{ danger: true }}
      confirmLoading={process.isPending}
      onOk={() => form.validateFields().then((v) => process.mutate({ id: application.id, approve: false, reason: v.reason.trim() }, { onSuccess: onClose }))}>
      <Form form={form} layout="vertical">
        {/* The customer sees this reason on their Cards page. */}
        <Form.Item name="reason" label="Reason (shown to the customer)"
          rules={[{ required: true, whitespace: true, min: 3, message: AdminCardMessages.REASON_REQUIRED }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The cards in force, newest first; the server leaves out pending and declined applications. */
function Cards() {
  const pages = useCursorPages();
  const { data, isFetching } = useAdminCards({ cursor: pages.cursor, limit: 20 });
  const setStatus = useSetCardStatus();
  const show = useShowCardNumber();
  // Full numbers shown right now, by card id; hiding forgets them.
  const [shown, setShown] = useState<Record<string, string>>({});
  const toggleNumber = (card: AdminDebitCardDto) => {
    if (shown[card.id]) {
      setShown(({ [card.id]: _hidden, ...rest }) => rest);
      return;
    }
    show.mutate(card.id, { onSuccess: ({ cardNumber }) => setShown((s) => ({ ...s, [card.id]: cardNumber })) });
  };
  return (
    <CursorTable<AdminDebitCardDto>
      rowKey="id" page={data} loading={isFetching} pages={pages} noun="cards" locale={{ emptyText: 'No debit cards yet' }}
      columns={[
        {
          title: 'Card number', key: 'number', render: (c: AdminDebitCardDto) => (
            <Space size={0} direction="vertical">
              <Typography.Text code data-testid="admin-card-number" style={{ whiteSpace: 'nowrap' }}>{shown[c.id] ? grouped(shown[c.id]!) : c.cardNumber}</Typography.Text>
              <Button size="small" type="link" style={{ paddingInline: 0 }} aria-label={`${shown[c.id] ? 'Hide' : 'Show'} number of card ending ${c.last4}`}
                loading={show.isPending && show.variables === c.id} onClick={() => toggleNumber(c)}>{shown[c.id] ? 'Hide' : 'Show'}</Button>
            </Space>
          ),
        },
        { title: 'Holder', key: 'holder', render: (c: AdminDebitCardDto) => (
          <Space direction="vertical" size={0}>
            {c.cardHolderName}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{c.customerName} · {c.accountNumber}</Typography.Text>
          </Space>
        ) },
        { title: 'Type', key: 'type', render: (c: AdminDebitCardDto) => CARD_TYPE_LABELS[c.cardType] },
        { title: 'Expiry', key: 'expiry', render: expiry },
        {
          title: 'Status', key: 'status', render: (c: AdminDebitCardDto) => (
            <ToneTag tone={c.isActive ? 'success' : 'neutral'}>{c.isActive ? 'Active' : c.disabledBy === 'owner' ? 'Inactive (frozen by owner)' : 'Inactive'}</ToneTag>
          ),
        },
        {
          title: 'Actions', key: 'actions', fixed: 'right', render: (c: AdminDebitCardDto) => c.status === 'active' && (
            <Button size="small" danger={c.isActive} aria-label={`${c.isActive ? 'Disable' : 'Enable'} card ending ${c.last4}`}
              loading={setStatus.isPending && setStatus.variables?.id === c.id}
              onClick={() => setStatus.mutate({ id: c.id, isActive: !c.isActive })}>{c.isActive ? 'Disable' : 'Enable'}</Button>
          ),
        },
      ]}
    />
  );
}

interface CreateCardValues { accountId: string; cardNumber: string; cardHolderName: string; expiryMonth: number; expiryYear: number; cvv: string }

/** SPEC 5 "Create card (admin)": every field required; months 01-12; years from the current one, 10 options. */
function CreateCardDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCard();
  const [search, setSearch] = useState('');
  const accounts = useAdminAccounts({ search, limit: 20 });
  const [form] = Form.useForm<CreateCardValues>();
  const thisYear = new Date().getFullYear();
  const required = { required: true, whitespace: true, message: AdminCardMessages.MISSING_INFORMATION };
  const submit = (values: CreateCardValues) => {
    const body: AdminCreateCardRequest = { ...values, cardNumber: values.cardNumber.replace(/\s/g, ''), cardHolderName: values.cardHolderName.trim() };
    create.mutate(body, { onSuccess: onClose });
  };
  return (
    <Modal open title="Create Card" onCancel={onClose} okText="Create Card" confirmLoading={create.isPending}
      onOk={() => form.validateFields().then(submit)}>
      <Form form={form} layout="vertical">
        <Form.Item name="accountId" label="Account" rules={[{ required: true, message: AdminCardMessages.MISSING_INFORMATION }]}>
          <Select showSearch filterOption={false} onSearch={setSearch} placeholder="Search by account number, customer ID or name" loading={accounts.isFetching}
            options={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.accountNumber} · ${a.customerName} (${a.accountType})` }))} />
        </Form.Item>
        <Form.Item name="cardNumber" label="Card number" normalize={(v: string) => v.replace(/[^\d ]/g, '')}
          rules={[required, { pattern: /^(\d\s?){16}$/, message: AdminCardMessages.CARD_NUMBER }]}>
          <Input inputMode="numeric" maxLength={19} autoComplete="off" placeholder="16 digits" />
        </Form.Item>
        <Form.Item name="cardHolderName" label="Card holder name" rules={[required, { max: 26, message: 'Card holder name must be at most 26 characters' }]}>
          <Input maxLength={26} autoComplete="off" />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
          <Form.Item name="expiryMonth" label="Expiry month" style={{ flex: '1 1 120px' }} rules={[{ required: true, message: AdminCardMessages.MISSING_INFORMATION }]}>
            <Select placeholder="MM" options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }))} />
          </Form.Item>
          <Form.Item name="expiryYear" label="Expiry year" style={{ flex: '1 1 120px' }} rules={[{ required: true, message: AdminCardMessages.MISSING_INFORMATION }]}>
            <Select placeholder="YYYY" options={Array.from({ length: CARD_EXPIRY_YEARS }, (_, i) => ({ value: thisYear + i, label: String(thisYear + i) }))} />
          </Form.Item>
          <Form.Item name="cvv" label="CVV" style={{ flex: '1 1 120px' }} rules={[required, { pattern: /^\d{3}$/, message: AdminCardMessages.CVV }]}>
            <Input.Password inputMode="numeric" maxLength={3} autoComplete="off" visibilityToggle={false} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
