import { Card } from 'antd';
import { useTransactionPages } from '../../../shared/transactions';
import { LoadMore } from '../../../shared/ui/load-more';
import { TransactionList } from '../../../shared/ui/transaction-list';

const PAGE_LIMIT = 10;

/** Every transaction of every account, newest first (SPEC 2.9 "plus all transactions"). */
export function AllTransactions({ ownAccountIds }: { ownAccountIds: ReadonlySet<string> }) {
  const transactions = useTransactionPages({ limit: PAGE_LIMIT });

  return (
    <Card title={<h2 className="accounts-page__section-title">All Transactions</h2>}>
      {transactions.error ? (
        <p role="alert">{transactions.error.message}</p>
      ) : (
        <>
          <TransactionList
            label="All transactions"
            transactions={transactions.items}
            ownAccountIds={ownAccountIds}
            loading={transactions.isPending || (transactions.isFetching && !transactions.isFetchingNextPage)}
          />
          <LoadMore
            shown={transactions.items.length}
            total={transactions.total}
            hasMore={transactions.hasNextPage}
            loading={transactions.isFetchingNextPage}
            onLoadMore={() => void transactions.fetchNextPage()}
            noun="transactions"
          />
        </>
      )}
    </Card>
  );
}
