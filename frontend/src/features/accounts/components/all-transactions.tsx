import { Card, Pagination } from 'antd';
import { useState } from 'react';
import { useTransactions } from '../../../shared/transactions';
import { TransactionList } from '../../../shared/ui/transaction-list';

const PAGE_SIZE = 10;

/** Every transaction of every account, newest first (SPEC 2.9 "plus all transactions"). */
export function AllTransactions({ ownAccountIds }: { ownAccountIds: ReadonlySet<string> }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error } = useTransactions({ page, pageSize: PAGE_SIZE });

  return (
    <Card title={<h2 className="accounts-page__section-title">All Transactions</h2>}>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : (
        <>
          <TransactionList
            label="All transactions"
            transactions={data?.items ?? []}
            ownAccountIds={ownAccountIds}
            loading={isPending || isFetching}
          />
          {data && data.total > PAGE_SIZE && (
            <Pagination
              className="accounts-page__pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onChange={setPage}
              showSizeChanger={false}
              size="small"
              showTotal={(total) => `${total} transactions`}
            />
          )}
        </>
      )}
    </Card>
  );
}
