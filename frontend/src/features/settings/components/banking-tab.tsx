import { Card, Descriptions, Switch } from 'antd';
import { TRANSFER_LIMITS } from '@bank/contracts/payments';
import { formatMoney } from '../../../shared/money';
import { SwitchRow } from './switch-row';

const TOGGLES = [
  { id: 'banking-overdraft', label: 'Overdraft Protection', description: 'Cover a shortfall in checking from your savings instead of declining a payment.' },
  { id: 'banking-alerts', label: 'Account Alerts', description: 'Low-balance and large-transaction alerts.' },
  { id: 'banking-statements', label: 'Paperless Statements', description: 'Statement delivery online instead of by post.' },
];

/**
 * Settings → Banking (SPEC 2.13): the limits are the ones the server enforces; the toggles are
 * a display the specification leaves unsaved, so they only change on this screen.
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
          {TOGGLES.map(({ id, label, description }) => (
            <SwitchRow key={id} id={id} label={label} description={description}>
              <Switch defaultChecked aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} />
            </SwitchRow>
          ))}
        </ul>
      </Card>
    </div>
  );
}
