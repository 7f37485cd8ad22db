import { useState } from 'react';
import { Button, Input } from 'antd';
import type { AdminUserDto } from '@bank/contracts/admin';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useAdminUsers } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { SecurityDialog } from './user-dialogs';
import { useCursorPages } from './use-cursor-pages';

/** SPEC 2.19 Security: per user 'Manage Security'. */
export function SecurityTab() {
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, isFetching } = useAdminUsers({ search, cursor: pages.cursor, limit: 20 });
  const [managing, setManaging] = useState<AdminUserDto | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <Input.Search placeholder="Search by name, email or customer ID" allowClear enterButton="Search" aria-label="Search users for security"
        style={{ maxWidth: 480, marginBottom: 16 }} onSearch={(value) => { setSearch(value.trim()); pages.reset(); }} />
      <CursorTable<AdminUserDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="users" locale={{ emptyText: 'No users' }}
        columns={[
          { title: 'Name', key: 'name', fixed: mobile ? 'left' : undefined, render: (u: AdminUserDto) => `${u.firstName} ${u.lastName}` },
          { title: 'ID', dataIndex: 'customerId', key: 'customerId' },
          { title: '', key: 'manage', render: (u: AdminUserDto) => <Button size="small" onClick={() => setManaging(u)}>Manage Security</Button> },
        ]}
      />
      {managing && <SecurityDialog user={managing} onClose={() => setManaging(null)} />}
    </>
  );
}
