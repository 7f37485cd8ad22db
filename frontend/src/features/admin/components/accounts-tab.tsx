import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space } from 'antd';
import type { AdminAccountDto } from '@bank/contracts/admin';
import { AdminMessages } from '@bank/contracts/admin';
import { CURRENCIES } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useAdjustBalance, useAdminAccounts, useChangeCurrency, useDeleteAccount } from '../api/admin-api';
import { DialogError, useDialogError } from './dialog-error';
import { CursorTable } from './cursor-table';
import { useCursorPages } from './use-cursor-pages';

/** SPEC 2.19 Accounts: Balance, Currency and Delete Account. */
export function AccountsTab() {
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, isFetching } = useAdminAccounts({ search, cursor: pages.cursor, limit: 20 });
  const remove = useDeleteAccount();
  const [dialog, setDialog] = useState<{ kind: 'balance' | 'currency'; account: AdminAccountDto } | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <Input.Search placeholder="Search by account number, customer ID or name" allowClear enterButton="Search" aria-label="Search accounts"
        style={{ maxWidth: 480, marginBottom: 16 }} onSearch={(value) => { setSearch(value.trim()); pages.reset(); }} />
      <CursorTable<AdminAccountDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="accounts"
        locale={{ emptyText: search ? `No accounts match "${search}"` : 'No accounts yet' }}
        columns={[
          { title: 'Account', dataIndex: 'accountNumber', key: 'number', fixed: mobile ? 'left' : undefined },
          { title: 'Customer', key: 'customer', render: (a: AdminAccountDto) => `${a.customerName} (${a.customerId})` },
          { title: 'Type', key: 'type', render: (a: AdminAccountDto) => ACCOUNT_TYPE_LABELS[a.accountType] },
          { title: 'Balance', key: 'balance', render: (a: AdminAccountDto) => formatMoney(a.balance, a.currency) },
          { title: 'Status', key: 'active', render: (a: AdminAccountDto) => <ToneTag tone={a.isActive ? 'success' : 'neutral'}>{a.isActive ? 'Active' : 'Inactive'}</ToneTag> },
          {
            title: 'Actions', key: 'actions', render: (a: AdminAccountDto) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => setDialog({ kind: 'balance', account: a })}>Balance</Button>
                <Button size="small" onClick={() => setDialog({ kind: 'currency', account: a })}>Currency</Button>
                <Popconfirm title="Delete this account?" description="It deletes transactions and debit cards, while the user profile remains."
                  okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(a.id)}>
                  <Button size="small" danger>Delete Account</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'balance' && <BalanceDialog account={dialog.account} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'currency' && <CurrencyDialog account={dialog.account} onClose={() => setDialog(null)} />}
    </>
  );
}

function BalanceDialog({ account, onClose }: { account: AdminAccountDto; onClose: () => void }) {
  const adjust = useAdjustBalance({ inline: true });
  const [form] = Form.useForm<{ newBalance: string; reason: string }>();
  const reason = Form.useWatch('reason', form);
  const failure = useDialogError(form);
  return (
    // The server's refusal (below zero, past the credit limit) shows under New balance, not in a toast.
    <Modal open title={`Adjust balance: ${account.accountNumber}`} onCancel={onClose} okText="Update Balance" confirmLoading={adjust.isPending}
      okButtonProps={{ disabled: !reason?.trim() }} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical" initialValues={{ newBalance: account.balance }}
        onFinish={(v) => { failure.clear(); adjust.mutate({ id: account.id, newBalance: String(v.newBalance), reason: v.reason }, { onSuccess: onClose, onError: (error) => failure.show(error, adjust.failure) }); }}>
        <Form.Item name="newBalance" label={`New balance (${account.currency}); now ${formatMoney(account.balance, account.currency)}`} rules={[{ required: true, message: AdminMessages.NEW_BALANCE_INVALID }]}>
          {/* stringMode keeps the typed decimal exact: no float on the way (DESIGN 3) */}
          <InputNumber stringMode step="0.01" precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: AdminMessages.REASON_REQUIRED }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CurrencyDialog({ account, onClose }: { account: AdminAccountDto; onClose: () => void }) {
  const change = useChangeCurrency({ inline: true });
  const [form] = Form.useForm<{ newCurrency: string; reason: string }>();
  const failure = useDialogError(form);
  return (
    <Modal open title={`Change currency: ${account.accountNumber}`} onCancel={onClose} okText="Change Currency" okButtonProps={{ danger: true }} confirmLoading={change.isPending}
      onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Alert type="warning" showIcon style={{ marginBottom: 16 }}
        title={`The balance resets to 0.00: ${formatMoney(account.balance, account.currency)} is moved to the bank's adjustments account first.`} />
      <Form form={form} layout="vertical"
        onFinish={(v) => { failure.clear(); change.mutate({ id: account.id, newCurrency: v.newCurrency, reason: v.reason ?? '' }, { onSuccess: onClose, onError: (error) => failure.show(error, change.failure) }); }}>
        <Form.Item name="newCurrency" label="New currency" rules={[{ required: true, message: AdminMessages.CURRENCY_INVALID }]}>
          <Select options={CURRENCIES.filter((c) => c !== account.currency).map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="reason" label="Reason"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
