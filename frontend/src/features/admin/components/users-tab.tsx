import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { AdminAccountDto, AdminUserDto } from '@bank/contracts/admin';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { useCurrentUser } from '../../../shared/current-user';
import { formatMoney } from '../../../shared/money';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useAdminUsers, useDeleteUser, useSetUserStatus } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { PasswordDialog, RestrictionsDialog, SecurityDialog } from './user-dialogs';
import { useCursorPages } from './use-cursor-pages';

const accountColumns = [
  { title: 'Account', dataIndex: 'accountNumber', key: 'number' },
  { title: 'Type', key: 'type', render: (a: AdminAccountDto) => ACCOUNT_TYPE_LABELS[a.accountType] },
  { title: 'Currency', dataIndex: 'currency', key: 'currency' },
  { title: 'Balance', key: 'balance', render: (a: AdminAccountDto) => formatMoney(a.balance, a.currency) },
  { title: 'Card', key: 'card', render: (a: AdminAccountDto) => (a.cardLast4 ? `•••• ${a.cardLast4}` : 'N/A') },
  { title: 'Status', key: 'active', render: (a: AdminAccountDto) => <ToneTag tone={a.isActive ? 'success' : 'neutral'}>{a.isActive ? 'Active' : 'Inactive'}</ToneTag> },
];

/** SPEC 2.19 Users: server-side search by name, email or customer id; each user with their accounts. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, isFetching } = useAdminUsers({ search, cursor: pages.cursor, limit: 20 });
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<{ kind: 'restrict' | 'password' | 'security'; user: AdminUserDto } | null>(null);
  const { user: me } = useCurrentUser();
  const mobile = useIsMobile();

  return (
    <>
      <Input.Search
        placeholder="Search by name, email or customer ID" allowClear enterButton="Search" aria-label="Search users"
        style={{ maxWidth: 480, marginBottom: 16 }}
        onSearch={(value) => { setSearch(value.trim()); pages.reset(); }}
      />
      <CursorTable<AdminUserDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="users" countNote="customers and staff"
        locale={{ emptyText: search ? `No users match "${search}"` : 'No users yet' }}
        expandable={{
          expandedRowRender: (user) => (user.accounts.length
            ? <Table<AdminAccountDto> rowKey="id" size="small" pagination={false} columns={accountColumns} dataSource={user.accounts} />
            : <Typography.Text type="secondary">No accounts</Typography.Text>),
        }}
        columns={[
          // The row's identity stays in view while a phone scrolls to the actions.
          { title: 'Name', key: 'name', fixed: mobile ? 'left' : undefined, width: mobile ? 96 : undefined, render: (u: AdminUserDto) => `${u.firstName} ${u.lastName}` },
          { title: 'Email', dataIndex: 'email', key: 'email' },
          { title: 'ID', dataIndex: 'customerId', key: 'customerId' },
          {
            title: 'Status', key: 'status', render: (u: AdminUserDto) => (
              <Space size={4} wrap>
                <ToneTag tone={u.isActive ? 'success' : 'neutral'}>{u.isActive ? 'Active' : 'Inactive'}</ToneTag>
                {u.loginRestricted && <ToneTag tone="warning">Login restricted</ToneTag>}
                {u.transactionRestricted && <ToneTag tone="danger">Transactions restricted</ToneTag>}
              </Space>
            ),
          },
          {
            // A set width lets the five buttons wrap instead of running off the table (beside the fixed name on a phone).
            title: 'Actions', key: 'actions', width: mobile ? 190 : 280, render: (u: AdminUserDto) => (u.id === me?.id ? (
              // The server refuses deactivating, restricting or deleting oneself; one's own password
              // is changed in Settings, where the current one is asked.
              <Space size={4} wrap>
                <Button size="small" onClick={() => setDialog({ kind: 'security', user: u })}>Security</Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Your own profile: <Link to="/settings">change your password in Settings</Link>
                </Typography.Text>
              </Space>
            ) : u.role === 'admin' ? (
              // The server refuses another administrator's status, restrictions, password and deletion.
              <Space size={4} wrap>
                <Button size="small" onClick={() => setDialog({ kind: 'security', user: u })}>Security</Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  An administrator: changed by themselves or by an operator (docs/operations.md)
                </Typography.Text>
              </Space>
            ) : (
              <Space size={4} wrap>
                {u.isActive ? (
                  <Popconfirm
                    title={`Deactivate ${u.firstName} ${u.lastName}?`}
                    description="They are signed out at once and cannot sign in until activated again."
                    okText="Deactivate" okButtonProps={{ danger: true }} onConfirm={() => setStatus.mutate({ id: u.id, isActive: false })}
                  >
                    <Button size="small">Deactivate</Button>
                  </Popconfirm>
                ) : (
                  <Button size="small" onClick={() => setStatus.mutate({ id: u.id, isActive: true })}>Activate</Button>
                )}
                <Button size="small" onClick={() => setDialog({ kind: 'restrict', user: u })}>Restrict</Button>
                <Button size="small" onClick={() => setDialog({ kind: 'security', user: u })}>Security</Button>
                <Button size="small" onClick={() => setDialog({ kind: 'password', user: u })}>Reset Password</Button>
                <Popconfirm
                  title="Delete this user?"
                  description="This cannot be undone. It deletes all associated accounts and data."
                  okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(u.id)}
                >
                  <Button size="small" danger>Delete</Button>
                </Popconfirm>
              </Space>
            )),
          },
        ]}
      />
      {dialog?.kind === 'restrict' && <RestrictionsDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <PasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'security' && <SecurityDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  );
}
