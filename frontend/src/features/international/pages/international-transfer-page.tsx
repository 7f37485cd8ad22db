import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useAccounts } from '../../../shared/accounts';
import { useExchangeRates } from '../../../shared/exchange-rates';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCountries } from '../api/get-countries';
import { InternationalTransferForm } from '../components/international-transfer-form';
import { RecentInternationalTransfers } from '../components/recent-international-transfers';
import './international-transfer-page.css';

/** International Transfer (SPEC 2.17): send money abroad, and follow the last five transfers. */
export function InternationalTransferPage() {
  useDocumentTitle('International Transfer');
  const accounts = useAccounts();
  const countries = useCountries();
  const rates = useExchangeRates();
  const error = accounts.error ?? countries.error;

  return (
    <div className="bank-page intl-page">
      <PageHeader
        title="International Transfer"
        description={
          <>
            Send USD, EUR, GBP, JPY or INR to a bank abroad. Paying someone at this bank?{' '}
            <Link to="/transfer" className="inline-link">
              Transfer Money
            </Link>
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title="The transfer form could not be loaded." description={error.message} />
      ) : !accounts.data || !countries.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          {rates.error && (
            <Alert
              type="warning"
              showIcon
              className="intl-page__notice"
              title="Exchange rates could not be loaded, so the summary cannot show the converted total yet."
            />
          )}
          <InternationalTransferForm accounts={accounts.data} countries={countries.data} rates={rates.data} />
        </>
      )}
      <Card className="intl-page__recent" title={<h2 className="intl-card-title">Recent Transfers</h2>} data-tour="international-recent">
        <RecentInternationalTransfers />
      </Card>
    </div>
  );
}
