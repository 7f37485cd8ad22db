import { Card, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { useTransactions } from '../../../shared/transactions';
import { TransactionList } from '../../../shared/ui/transaction-list';
import { AnalyticsOverview } from './analytics-overview';

/** SPEC 9: the dashboard's recent list shows five transactions. */
const RECENT_COUNT = 5;

export function ActivityTabs({ ownAccountIds }: { ownAccountIds: ReadonlySet<string> }) {
  return (
    <Card className="dashboard__card" styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        defaultActiveKey="recent"
        items={[
          { key: 'recent', label: 'Recent Activity', children: <RecentActivity ownAccountIds={ownAccountIds} /> },
          { key: 'analytics', label: 'Analytics', children: <AnalyticsOverview /> },
        ]}
      />
    </Card>
  );
}

function RecentActivity({ ownAccountIds }: { ownAccountIds: ReadonlySet<string> }) {
  const { data, isPending, error } = useTransactions({ limit: RECENT_COUNT });
  return (
    <div data-tour="recent-activity">
      <div className="recent-activity__header">
        <h2 className="dashboard__card-title">Latest transactions</h2>
        <Link to="/transactions">View All</Link>
      </div>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : (
        <TransactionList
          label="Recent activity"
          transactions={data?.items ?? []}
          ownAccountIds={ownAccountIds}
          loading={isPending}
          // Without an account (the administrator) there is no first transfer to invite.
          emptyText={ownAccountIds.size === 0 ? 'No transactions yet' : undefined}
        />
      )}
    </div>
  );
}
