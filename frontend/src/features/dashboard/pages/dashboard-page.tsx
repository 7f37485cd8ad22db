import { useMemo } from 'react';
import { UserRole } from '@bank/contracts/identity';
import { useAccounts } from '../../../shared/accounts';
import { useCurrentUser } from '../../../shared/current-user';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AccountOverview } from '../components/account-overview';
import { AccountSummary } from '../components/account-summary';
import { ActivityTabs } from '../components/activity-tabs';
import { BankToday } from '../components/bank-today';
import { FundingCard } from '../components/funding-card';
import { QuickActions } from '../components/quick-actions';
import { WelcomeCard } from '../components/welcome-card';
import '../../../shared/ui/page-layout.css';
import './dashboard-page.css';

/** Signed-in home (SPEC 2.8). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useCurrentUser();
  const accounts = useAccounts();
  const ownAccountIds = useMemo(() => new Set((accounts.data ?? []).map((account) => account.id)), [accounts.data]);

  if (!user) return null; // The router only mounts this page for a signed-in user.
  return (
    <div className="bank-page dashboard">
      <WelcomeCard user={user} />
      <FundingCard enabled={user.role !== UserRole.ADMIN} />
      <AccountOverview accounts={accounts.data} isPending={accounts.isPending} error={accounts.error} />
      <div className="dashboard__columns">
        <QuickActions />
        {user.role === UserRole.ADMIN ? <BankToday /> : <AccountSummary accounts={accounts.data} />}
      </div>
      <ActivityTabs ownAccountIds={ownAccountIds} />
    </div>
  );
}
