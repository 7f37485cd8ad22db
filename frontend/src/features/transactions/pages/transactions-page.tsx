import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionQuery } from '@bank/contracts/accounts';
import { useAccounts } from '../../../shared/accounts';
import { formatTotal } from '@bank/contracts/paging';
import { bankDayStart, isBankDay, nextBankDay } from '../../../shared/dates';
import { useTransactionPages } from '../../../shared/transactions';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { TransactionList } from '../../../shared/ui/transaction-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { EMPTY_FILTERS, filtersActive, TransactionFilters, type TransactionFilterValues } from '../components/transaction-filters';
import './transactions-page.css';

const PAGE_LIMIT = 20;
const FILTER_NAMES = Object.keys(EMPTY_FILTERS) as (keyof TransactionFilterValues)[];

/** Transaction History (SPEC 2.11). Filters live in the URL, so a view can be bookmarked; more rows come with "Load more". */
export function TransactionsPage() {
  useDocumentTitle('Transaction History');
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();

  const filters = useMemo(() => {
    const values = { ...EMPTY_FILTERS };
    for (const name of FILTER_NAMES) (values as Record<string, string>)[name] = params.get(name) ?? '';
    // A hand-edited URL with a date that is not a day is no date filter.
    for (const name of ['from', 'to'] as const) if (!isBankDay(values[name])) values[name] = '';
    return values;
  }, [params]);

  const query: Omit<TransactionQuery, 'cursor'> = {
    limit: PAGE_LIMIT,
    search: filters.search.trim() || undefined,
    accountId: filters.accountId || undefined,
    status: filters.status || undefined,
    type: filters.type || undefined,
    // Dates are bank days, as every date on the screen: from the start of "from" to the end of "to".
    from: filters.from ? bankDayStart(filters.from).toISOString() : undefined,
    to: filters.to ? bankDayStart(nextBankDay(filters.to)).toISOString() : undefined,
  };
  const transactions = useTransactionPages(query);
  const ownAccountIds = useMemo(() => new Set((accounts.data ?? []).map((account) => account.id)), [accounts.data]);

  const update = (patch: Partial<TransactionFilterValues>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value === '' || value === undefined) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  const total = transactions.total;
  return (
    <div className="bank-page transactions-page">
      <PageHeader title="Transaction History" description="Every transaction on your accounts, newest first." />
      <Card>
        <TransactionFilters values={filters} accounts={accounts.data ?? []} onChange={update} onReset={() => setParams({}, { replace: true })} />
      </Card>
      <Card
        title={<h2 className="transactions-page__title">Transactions</h2>}
        extra={total && (
          <span className="transactions-page__count" aria-live="polite">
            {total.total === 1 && !total.totalCapped ? '1 transaction' : `${formatTotal(total)} transactions`}
          </span>
        )}
      >
        {transactions.error ? (
          <Alert type="error" showIcon title="Transactions could not be loaded." description={transactions.error.message} />
        ) : (
          <TransactionList
            label="Transactions"
            transactions={transactions.items}
            ownAccountIds={ownAccountIds}
            focusAccountId={filters.accountId || undefined}
            loading={transactions.isFetching && !transactions.isFetchingNextPage}
            emptyText={filtersActive(filters) ? 'No transactions match these filters' : accounts.data?.length === 0 ? 'No transactions yet' : undefined}
          />
        )}
        <LoadMore
          shown={transactions.items.length}
          total={total}
          hasMore={transactions.hasNextPage}
          loading={transactions.isFetchingNextPage}
          onLoadMore={() => void transactions.fetchNextPage()}
          noun="transactions"
        />
      </Card>
    </div>
  );
}
