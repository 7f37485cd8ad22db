import { Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { AccountTypeIcon } from '../../../shared/ui/account-type-icon';

/** SPEC 9: the summary lists the first three accounts. */
const SUMMARY_SIZE = 3;

export function AccountSummary({ accounts }: { accounts: AccountDto[] | undefined }) {
  return (
    <Card
      title={<h2 className="dashboard__card-title">Account Summary</h2>}
      extra={<Link to="/accounts">All accounts</Link>}
      className="dashboard__card"
    >
      {!accounts ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className="account-summary">
          {accounts.slice(0, SUMMARY_SIZE).map((account) => (
            <li key={account.id} className="account-summary__row">
              <span className="account-summary__icon">
                <AccountTypeIcon type={account.accountType} size={16} />
              </span>
              <span className="account-summary__name">
                <span className="account-summary__type">{ACCOUNT_TYPE_LABELS[account.accountType]}</span>
                <span className="account-summary__number">{account.accountNumber}</span>
              </span>
              <span className="account-summary__balance">{formatMoney(account.balance, account.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
