import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { AccountTypeIcon } from '../../../shared/ui/account-type-icon';

interface AccountCardProps {
  account: AccountDto;
  onDesign: (account: AccountDto) => void;
}

/** The account's card as SPEC 2.9 lists it: last 4 and status, or how to get one. */
function debitCardText(card: AccountDto['debitCard']): string {
  if (!card || card.status === 'rejected' || card.status === 'cancelled') return 'No card · Apply';
  if (card.status === 'pending') return 'Application pending';
  // The account's card does not say who switched it off (the owner freezes, the bank disables).
  return `••${card.last4} · ${card.isActive === 'true' ? 'Active' : 'Frozen or disabled'}`;
}

/** One account on My Accounts (SPEC 2.9): balance, and for credit the available credit. */
export function AccountCard({ account, onDesign }: AccountCardProps) {
  const type = ACCOUNT_TYPE_LABELS[account.accountType];
  const isCredit = account.accountType === 'credit';
  const headingId = `account-${account.id}-heading`;

  return (
    <article className={`account-card account-card--${account.accountType}`} aria-labelledby={headingId}>
      <header className="account-card__header">
        <span className="account-card__icon">
          <AccountTypeIcon type={account.accountType} size={20} />
        </span>
        <div style={{ minWidth: 0 }}>
          <h2 id={headingId} className="account-card__title">
            {type} account {account.accountNumber}
          </h2>
          <div className="account-card__name">{account.accountName}</div>
        </div>
        {account.isActive !== 'true' && <span className="account-card__inactive">Inactive</span>}
      </header>

      <dl className="account-card__figures">
        <div>
          <dt>{isCredit ? 'Current balance' : 'Balance'}</dt>
          <dd className="account-card__balance" data-testid="account-balance">
            {formatMoney(account.balance, account.currency)}
          </dd>
        </div>
        {isCredit && account.availableCredit !== null && (
          <div>
            <dt>Available credit</dt>
            <dd className="account-card__figure" data-testid="account-available-credit">
              {formatMoney(account.availableCredit, account.currency)}
            </dd>
          </div>
        )}
        {isCredit && account.creditLimit !== null && (
          <div>
            <dt>Credit limit</dt>
            <dd className="account-card__figure">{formatMoney(account.creditLimit, account.currency)}</dd>
          </div>
        )}
        <div>
          <dt>Currency</dt>
          <dd className="account-card__figure">{account.currency}</dd>
        </div>
        {!isCredit && (
          <div>
            <dt>Debit card</dt>
            <dd className="account-card__figure" data-testid="account-debit-card">
              <Link to="/cards">{debitCardText(account.debitCard)}</Link>
            </dd>
          </div>
        )}
      </dl>

      <div className="account-card__actions">
        <Button icon={<BgColorsOutlined />} onClick={() => onDesign(account)} aria-label={`Design card for ${type.toLowerCase()} account ${account.accountNumber}`}>
          Design
        </Button>
      </div>
    </article>
  );
}
