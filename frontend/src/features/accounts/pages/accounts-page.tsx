import { Alert, Card, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { AccountDto } from '@bank/contracts/accounts';
import { useAccounts } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AccountCard } from '../components/account-card';
import { AccountCardDesigner } from '../components/account-card-designer';
import { AllTransactions } from '../components/all-transactions';
import './accounts-page.css';

/** My Accounts (SPEC 2.9). */
export function AccountsPage() {
  useDocumentTitle('My Accounts');
  const { data: accounts, isPending, error } = useAccounts();
  const [designing, setDesigning] = useState<AccountDto | null>(null);
  const [designerOpen, setDesignerOpen] = useState(false);
  const openDesigner = (account: AccountDto) => {
    setDesigning(account);
    setDesignerOpen(true);
  };
  const ownAccountIds = useMemo(() => new Set((accounts ?? []).map((account) => account.id)), [accounts]);

  return (
    <div className="bank-page accounts-page">
      <PageHeader title="My Accounts" description="Balances of all your accounts and every transaction." />

      {error ? (
        <Alert type="error" showIcon title="Your accounts could not be loaded." description={error.message} />
      ) : isPending ? (
        <div className="accounts-page__grid">
          {[0, 1, 2].map((key) => (
            <Card key={key}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : (
        <div className="accounts-page__grid">
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} onDesign={openDesigner} />
          ))}
        </div>
      )}

      <AllTransactions ownAccountIds={ownAccountIds} />
      <AccountCardDesigner open={designerOpen} account={designing} onClose={() => setDesignerOpen(false)} />
    </div>
  );
}
