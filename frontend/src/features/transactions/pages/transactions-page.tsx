import { Alert, Card, Pagination } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionQuery } from '@bank/contracts/accounts';
import { useAccounts } from '../../../shared/accounts';
import { useTransactions } from '../../../shared/transactions';
import { PageHeader } from '../../../shared/ui/page-header';
import { TransactionList } from '../../../shared/ui/transaction-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { EMPTY_FILTERS, TransactionFilters, type TransactionFilterValues } from '../components/transaction-filters';
import './transactions-page.css';

const PAGE_SIZE = 20;
const FILTER_NAMES = Object.keys(EMPTY_FILTERS) as (keyof TransactionFilterValues)[];

/** Transaction History (SPEC 2.11). Filters and page live in the URL, so a view can be bookmarked. */
export function TransactionsPage() {
  useDocumentTitle('Transaction History');
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();

  const filters = useMemo(() => {
    const values = { ...EMPTY_FILTERS };
    for (const name of FILTER_NAMES) (values as Record<string, string>)[name] = params.get(name) ?? '';
    return values;
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const query: TransactionQuery = {
    page,
    pageSize: PAGE_SIZE,
    search: filters.search.trim() || undefined,
    accountId: filters.accountId || undefined,
    status: filters.status || undefined,
    type: filters.type || undefined,
    // Dates are the customer's calendar days: from the start of "from" to the end of "to".
    from: filters.from ? dayjs(filters.from).startOf('day').toISOString() : undefined,
    to: filters.to ? dayjs(filters.to).add(1, 'day').startOf('day').toISOString() : undefined,
  };
  const transactions = useTransactions(query);
  const ownAccountIds = useMemo(() => new Set((accounts.data ?? []).map((account) => account.id)), [accounts.data]);

  const update = (patch: Partial<TransactionFilterValues> & { page?: number }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value === '' || value === undefined || (name === 'page' && value === 1)) next.delete(name);
          else next.set(name, String(value));
        }
        // Any new filter starts again from the first page.
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const data = transactions.data;
  return (
    <div className="bank-page transactions-page">
      <PageHeader title="Transaction History" description="Every transaction on your accounts, newest first." />
      <Card>
        <TransactionFilters values={filters} accounts={accounts.data ?? []} onChange={update} onReset={() => setParams({}, { replace: true })} />
      </Card>
      <Card
        title={<h2 className="transactions-page__title">Transactions</h2>}
        extra={data && <span className="transactions-page__count" aria-live="polite">{data.total === 1 ? '1 transaction' : `${data.total} transactions`}</span>}
      >
        {transactions.error ? (
          <Alert type="error" showIcon title="Transactions could not be loaded." description={transactions.error.message} />
        ) : (
          <TransactionList
            label="Transactions"
            transactions={data?.items ?? []}
            ownAccountIds={ownAccountIds}
            focusAccountId={filters.accountId || undefined}
            loading={transactions.isFetching}
            emptyText="No transactions match these filters"
          />
        )}
        {data && data.total > PAGE_SIZE && (
          <Pagination
            className="transactions-page__pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => {
              update({ page: next });
              document.getElementById('main-content')?.scrollTo?.({ top: 0 });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Card>
    </div>
  );
}
