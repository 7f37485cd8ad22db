import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TRANSFER_LIMITS } from '@bank/contracts/payments';
import { formatMoney } from '../../../shared/money';
import { ToneTag } from '../../../shared/ui/tone-tag';

/**
 * Settings → Banking (SPEC 2.13): the limits are the ones the server enforces. SPEC's three
 * switches saved nothing and changed nothing, so they are shown as what the bank does today
 * (docs/decisions/banking-settings.md): each line states the fact, and where the customer has a
 * real choice it links to the control that saves it.
 */
export function BankingTab() {
  return (
    <div className="settings-stack">
      <Card title={<h2 className="settings-card-title">Limits and Preferences</h2>}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          layout="vertical"
          colon={false}
          items={[
            { key: 'daily', label: 'Daily Transfer Limit', children: formatMoney(TRANSFER_LIMITS.DAILY_USD) },
            { key: 'monthly', label: 'Monthly Transfer Limit', children: formatMoney(TRANSFER_LIMITS.MONTHLY_USD) },
            { key: 'currency', label: 'Default Currency', children: 'USD' },
            { key: 'timezone', label: 'Time Zone', children: 'UTC-5 Eastern' },
          ]}
        />
      </Card>
      <Card title={<h2 className="settings-card-title">Account Services</h2>}>
        <ul className="settings-switch-list">
          <ServiceLine label="Overdraft Protection" status={<ToneTag tone="neutral">Not offered</ToneTag>}>
            Not offered: a payment your balance cannot cover is declined, never drawn from another account.
          </ServiceLine>
          <ServiceLine label="Account Alerts" status={<ToneTag tone="success">In Notifications</ToneTag>}>
            A notification for every transfer in or out of your accounts: turn it on or off as{' '}
            <Link to="/settings?tab=notifications">Transaction Alerts in Notifications</Link>.
          </ServiceLine>
          <ServiceLine label="Paperless Statements" status={<ToneTag tone="success">Always paperless</ToneTag>}>
            Statements are online only, as PDF downloads from <Link to="/statements">Statements</Link>; nothing is sent by post.
          </ServiceLine>
        </ul>
      </Card>
    </div>
  );
}

/** One service: what it is, what the bank does (children), and a tag saying where it stands. */
function ServiceLine({ label, status, children }: { label: string; status: ReactNode; children: ReactNode }) {
  return (
    <li className="settings-switch-row">
      <div>
        <div className="settings-switch-row__label">{label}</div>
        <div className="settings-switch-row__description">{children}</div>
      </div>
      {status}
    </li>
  );
}
