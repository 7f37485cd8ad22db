import { Card, Descriptions } from 'antd';
import type { UserDto } from '@bank/contracts/identity';
import { UserRole } from '@bank/contracts/identity';
import { formatDate } from '../../../shared/dates';
import { ToneTag } from '../../../shared/ui/tone-tag';

/** SPEC 2.14: read-only facts about the customer relationship. */
export function AccountInformationCard({ user }: { user: UserDto }) {
  return (
    <Card title={<h2 className="profile-card-title">Account Information</h2>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'customerId', label: 'Customer ID', children: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{user.customerId}</span> },
          {
            key: 'status',
            label: 'Status',
            children: user.isVerified ? <ToneTag tone="success">Verified</ToneTag> : <ToneTag tone="warning">Pending Verification</ToneTag>,
          },
          { key: 'memberSince', label: 'Member Since', children: formatDate(user.createdAt) },
          { key: 'accountType', label: 'Account Type', children: user.role === UserRole.ADMIN ? 'Administrator' : 'Personal Banking' },
        ]}
      />
    </Card>
  );
}
