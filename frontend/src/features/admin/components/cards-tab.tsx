import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import type { AdminCreateCardRequest, AdminDebitCardDto, CardApplicationDto, CardApplicationStatus, CardStatus, IssuedCardState } from '@bank/contracts/cards';
import {
  AdminCardMessages, CARD_APPLICATION_STATUS_LABELS, CARD_APPLICATION_STATUSES, CARD_EXPIRY_YEARS, CARD_TYPE_LABELS, ISSUED_CARD_STATE_LABELS, issuedCardState,
} from '@bank/contracts/cards';
import {
  useAdminAccounts, useAdminCards, useCardApplications, useCreateCard, useProcessCardApplication, useSetCardStatus, useShowCardNumber,
} from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { DialogError, useDialogError } from './dialog-error';
import { useCursorPages } from './use-cursor-pages';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { ToneTag, type Tone } from '../../../shared/ui/tone-tag';

const STATUS_TONES: Record<CardStatus, Tone> = { pending: 'warning', active: 'success', rejected: 'danger', cancelled: 'neutral' };
const STATE_TONES: Record<IssuedCardState, Tone> = { active: 'success', frozen: 'info', disabled: 'danger' };
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
  const mobile = useIsMobile();
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
          { title: 'Customer / account', key: 'customer', fixed: mobile ? 'left' : undefined, render: (a: CardApplicationDto) => (
            <Space direction="vertical" size={0}>
              {a.customerName}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.accountNumber} · {ACCOUNT_TYPE_LABELS[a.accountType]}</Typography.Text>
            </Space>
          ) },
          { title: 'Card', key: 'type', render: (a: CardApplicationDto) => CARD_TYPE_LABELS[a.cardType] },
          { title: 'Applied', key: 'applied', render: (a: CardApplicationDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(a.createdAt)}</span> },
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
                {/* Confirmed like an account application's Approve: it issues a card. */}
                <Popconfirm title="Approve this card application?" description="This issues the card and notifies the customer."
                  okText="Approve" onConfirm={() => process.mutate({ id: a.id, approve: true })}>
                  <Button size="small" type="primary" aria-label={`Approve application of ${a.customerName} for ${a.accountNumber}`}
                    loading={process.isPending && process.variables?.id === a.id && process.variables.approve}>Approve</Button>
                </Popconfirm>
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
  const process = useProcessCardApplication({ inline: true });
  const [form] = Form.useForm<{ reason: string }>();
  const failure = useDialogError(form);
  return (
    <Modal open title={`Decline application: ${application.customerName}`} onCancel={onClose} okText="Decline" okButtonProps={{ danger: true }}
      confirmLoading={process.isPending} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical"
        onFinish={(v) => { failure.clear(); process.mutate({ id: application.id, approve: false, reason: v.reason.trim() }, { onSuccess: onClose, onError: (error) => failure.show(error, process.failure) }); }}>
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
  const mobile = useIsMobile();
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
          title: 'Card number', key: 'number', fixed: mobile ? 'left' : undefined, render: (c: AdminDebitCardDto) => (
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
            <ToneTag tone={STATE_TONES[issuedCardState(c)]}>{issuedCardState(c) === 'frozen' ? 'Frozen by the owner' : ISSUED_CARD_STATE_LABELS[issuedCardState(c)]}</ToneTag>
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

const CARD_FIELDS = ['accountId', 'cardNumber', 'cardHolderName', 'expiryMonth', 'expiryYear', 'cvv'] as const;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * SPEC 5 "Create card (admin)": every field required; months 01-12; years from the current one,
 * 10 options. Missing fields are named once for the form (SPEC's 'Missing Information') and
 * outlined, rather than the same sentence under six fields; a bad number or CVV is said under it.
 */
function CreateCardDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCard({ inline: true });
  const [search, setSearch] = useState('');
  const accounts = useAdminAccounts({ search, limit: 20 });
  const [form] = Form.useForm<CreateCardValues>();
  const failure = useDialogError(form);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const thisYear = new Date().getFullYear();
  const status = (name: (typeof CARD_FIELDS)[number]) => (missing.includes(name) ? 'error' as const : undefined);
  const submit = (values: CreateCardValues) => {
    failure.clear();
    const body: AdminCreateCardRequest = { ...values, cardNumber: values.cardNumber.replace(/\s/g, ''), cardHolderName: values.cardHolderName.trim() };
    create.mutate(body, { onSuccess: onClose, onError: (error) => failure.show(error, create.failure) });
  };
  const confirm = () => {
    const values = form.getFieldsValue(true) as Partial<CreateCardValues>;
    const empty = CARD_FIELDS.filter((name) => blank(values[name]));
    setMissing(empty);
    if (empty.length === 0) form.submit();
  };
  return (
    <Modal open title="Create Card" onCancel={onClose} okText="Create Card" confirmLoading={create.isPending} onOk={confirm}>
      {missing.length > 0 && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title="Missing Information" description={AdminCardMessages.MISSING_INFORMATION} />}
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical" onFinish={submit}
        onValuesChange={(changed: Partial<CreateCardValues>) => setMissing((current) => current.filter((name) => !(name in changed) || blank(changed[name as keyof CreateCardValues])))}>
        <Form.Item name="accountId" label="Account" validateStatus={status('accountId')}>
          <Select showSearch filterOption={false} onSearch={setSearch} placeholder="Search by account number, customer ID or name" loading={accounts.isFetching}
            options={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.accountNumber} · ${a.customerName} (${ACCOUNT_TYPE_LABELS[a.accountType]})` }))} />
        </Form.Item>
        <Form.Item name="cardNumber" label="Card number" normalize={(v: string) => v.replace(/[^\d ]/g, '')} validateStatus={status('cardNumber')}
          rules={[{ validator: (_, v?: string) => (blank(v) || /^(\d\s?){16}$/.test(v!) ? Promise.resolve() : Promise.reject(new Error(AdminCardMessages.CARD_NUMBER))) }]}>
          <Input inputMode="numeric" maxLength={19} autoComplete="off" placeholder="16 digits" />
        </Form.Item>
        <Form.Item name="cardHolderName" label="Card holder name" validateStatus={status('cardHolderName')}
          rules={[{ max: 26, message: 'Card holder name must be at most 26 characters' }]}>
          <Input maxLength={26} autoComplete="off" />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
          <Form.Item name="expiryMonth" label="Expiry month" style={{ flex: '1 1 120px' }} validateStatus={status('expiryMonth')}>
            <Select placeholder="MM" options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }))} />
          </Form.Item>
          <Form.Item name="expiryYear" label="Expiry year" style={{ flex: '1 1 120px' }} validateStatus={status('expiryYear')}>
            <Select placeholder="YYYY" options={Array.from({ length: CARD_EXPIRY_YEARS }, (_, i) => ({ value: thisYear + i, label: String(thisYear + i) }))} />
          </Form.Item>
          <Form.Item name="cvv" label="CVV" style={{ flex: '1 1 120px' }} validateStatus={status('cvv')}
            rules={[{ validator: (_, v?: string) => (blank(v) || /^\d{3}$/.test(v!) ? Promise.resolve() : Promise.reject(new Error(AdminCardMessages.CVV))) }]}>
            <Input.Password inputMode="numeric" maxLength={3} autoComplete="off" visibilityToggle={false} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
