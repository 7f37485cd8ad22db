import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { AccountTypeIcon } from '../../../shared/ui/account-type-icon';

interface AccountOverviewProps {
  accounts: AccountDto[] | undefined;
  isPending: boolean;
  error: Error | null;
}

/** SPEC 2.8: one card per account. */
export function AccountOverview({ accounts, isPending, error }: AccountOverviewProps) {
  return (
    <section aria-labelledby="account-overview-heading" data-tour="account-overview">
      <h2 id="account-overview-heading" className="dashboard__heading">
        Account Overview
      </h2>
      {error ? (
        <Alert type="error" showIcon title="Your accounts could not be loaded." description={error.message} />
      ) : isPending || !accounts ? (
        <div className="dashboard__accounts">
          {[0, 1, 2].map((key) => (
            <Card key={key}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : accounts.length === 0 ? (
        <Card>You have no accounts yet.</Card>
      ) : (
        <div className="dashboard__accounts">
          {accounts.map((account) => (
            <AccountOverviewCard key={account.id} account={account} />
          ))}
        </div>
      )}
    </section>
  );
}

function AccountOverviewCard({ account }: { account: AccountDto }) {
  const type = ACCOUNT_TYPE_LABELS[account.accountType];
  return (
    <article className={`overview-card overview-card--${account.accountType}`} aria-label={`${type} account ${account.accountNumber}`}>
      <div className="overview-card__top">
        <span className="overview-card__icon">
          <AccountTypeIcon type={account.accountType} />
        </span>
        <div style={{ minWidth: 0 }}>
          <div className="overview-card__type">{type}</div>
          <div className="overview-card__number">{account.accountNumber}</div>
        </div>
        <span className="overview-card__currency">{account.currency}</span>
      </div>
      <div className="overview-card__label">{account.accountType === 'credit' ? 'Current balance' : 'Available balance'}</div>
      <div className="overview-card__balance">{formatMoney(account.balance, account.currency)}</div>
      {account.accountType === 'credit' && account.availableCredit !== null && (
        <div className="overview-card__credit">
          Available credit {formatMoney(account.availableCredit, account.currency)}
          {account.creditLimit && <> of {formatMoney(account.creditLimit, account.currency)}</>}
        </div>
      )}
      <Link to="/accounts" className="overview-card__link" aria-label={`View account ${account.accountNumber}, ${type.toLowerCase()}`}>
        View account
      </Link>
    </article>
  );
}
