import { GlobalOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { TRANSFER_LIMITS } from '@bank/contracts/payments';
import { useAccounts } from '../../../shared/accounts';
import { useCurrentUser } from '../../../shared/current-user';
import { formatMoney } from '../../../shared/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { TransferForm } from '../components/transfer-form';
import { TRANSFER_PAGE_HEADER } from '../transfer-page-header';
import './transfer-page.css';

/** Transfer (SPEC 2.10): domestic transfers to any account at the bank. */
export function TransferPage() {
  useDocumentTitle(TRANSFER_PAGE_HEADER.title);
  const { data: accounts, isPending, error } = useAccounts();
  const { user } = useCurrentUser();

  return (
    <div className="bank-page transfer-page">
      <PageHeader {...TRANSFER_PAGE_HEADER} />
      {user?.transactionRestricted && (
        // Said up front; the server refuses the transfer itself with the same reason.
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title="Transfers are restricted on your profile"
          description={`${user.restrictionReason ? `Reason: ${user.restrictionReason}. ` : ''}Please contact the bank to lift it.`} />
      )}
      <div className="transfer-page__layout">
        <Card title={<h2 className="transfer-page__card-title">Fund Transfer</h2>}>
          {error ? (
            <Alert type="error" showIcon title="Your accounts could not be loaded." description={error.message} />
          ) : isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <TransferForm accounts={accounts} />
          )}
        </Card>

        <aside className="transfer-page__aside" aria-label="Transfer information">
          <Card size="small">
            <p className="transfer-page__aside-title">
              <GlobalOutlined aria-hidden /> Sending money abroad?
            </p>
            <p className="transfer-page__aside-text">Pay a recipient in another country in USD, EUR, GBP, JPY or INR.</p>
            <Link to="/international-transfer">International Transfer</Link>
          </Card>
          <Card size="small">
            <p className="transfer-page__aside-title">
              <InfoCircleOutlined aria-hidden /> Limits and security
            </p>
            <ul className="transfer-page__facts">
              <li>Daily limit {formatMoney(TRANSFER_LIMITS.DAILY_USD)}</li>
              <li>Monthly limit {formatMoney(TRANSFER_LIMITS.MONTHLY_USD)}</li>
              <li>Every transfer is authorized with your signature and a security question, or your authenticator app's code or a passkey once sign-in verification is on.</li>
              <li>
                Not set up yet?{' '}
                <Link to="/security-setup" className="inline-link">
                  Security Setup
                </Link>
              </li>
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}
