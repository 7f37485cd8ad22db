import { Alert, Card, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StatementPeriod } from '@bank/contracts/accounts';
import { accountShortLabel, useAccounts } from '../../../shared/accounts';
import { formatTotal } from '@bank/contracts/paging';
import { useTransactionPages } from '../../../shared/transactions';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { TransactionList } from '../../../shared/ui/transaction-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useStatement } from '../api/get-statement';
import { DownloadOptions } from '../components/download-options';
import { StatementLines } from '../components/statement-lines';
import { isStatementPeriod, STATEMENT_PERIODS, statementPeriodRange } from '../components/statement-period';
import { StatementSummary } from '../components/statement-summary';
import './statements-page.css';
import { formatCount } from '../../../shared/counts';

const ALL_ACCOUNTS = 'all';
const PAGE_LIMIT = 20;

/** Statements (SPEC 2.12): one account's statement, or every account's transactions for a period. */
export function StatementsPage() {
  useDocumentTitle('Statements');
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();
  const accountParam = params.get('account');
  const periodParam = params.get('period');
  const period: StatementPeriod = isStatementPeriod(periodParam) ? periodParam : 'current-month';
  const account = accounts.data?.find((item) => item.id === accountParam) ?? null;

  const choose = (name: 'account' | 'period', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL_ACCOUNTS || (name === 'period' && value === 'current-month')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="bank-page statements-page">
      <PageHeader title="Statements" description="Balances and transactions of your accounts by period, ready to download." />

      <Card>
        <div className="statements-page__controls">
          <div className="statements-page__filters">
            <div className="statements-page__field">
              <label htmlFor="statement-account">Account</label>
              <Select
                id="statement-account"
                value={account?.id ?? ALL_ACCOUNTS}
                loading={accounts.isPending}
                onChange={(value: string) => choose('account', value)}
                options={[
                  { value: ALL_ACCOUNTS, label: 'All accounts' },
                  ...(accounts.data ?? []).map((item) => ({ value: item.id, label: accountShortLabel(item) })),
                ]}
              />
            </div>
            <div className="statements-page__field">
              <label htmlFor="statement-period">Period</label>
              <Select
                id="statement-period"
                value={period}
                onChange={(value: string) => choose('period', value)}
                options={STATEMENT_PERIODS.map(({ value, label }) => ({ value, label }))}
              />
            </div>
          </div>
          <DownloadOptions accountId={account?.id ?? null} period={period} />
        </div>
      </Card>

      {accounts.error ? (
        <Alert type="error" showIcon title="Your accounts could not be loaded." description={accounts.error.message} />
      ) : account ? (
        <AccountStatement accountId={account.id} period={period} />
      ) : (
        <PeriodTransactions period={period} ownAccountIds={new Set((accounts.data ?? []).map((item) => item.id))} />
      )}
    </div>
  );
}

function AccountStatement({ accountId, period }: { accountId: string; period: StatementPeriod }) {
  const statement = useStatement(accountId, period, true);
  if (statement.error) {
    return <Alert type="error" showIcon title="The statement could not be loaded." description={statement.error.message} />;
  }
  if (!statement.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <>
      <Card>
        <StatementSummary statement={statement.data} />
      </Card>
      <Card
        title={<h2 className="statements-page__section-title">Transactions</h2>}
        extra={<span className="statements-page__count">{transactionCount(statement.data.lineCount)}</span>}
      >
        {statement.data.lineCount > statement.data.lines.length && (
          // The screen carries the first lines only; the files carry the whole period.
          <Alert
            className="statements-page__partial"
            type="info"
            showIcon
            title={`Showing the first ${formatCount(statement.data.lines.length)} of ${transactionCount(statement.data.lineCount)}.`}
            description="Download the CSV or PDF above for the whole statement."
          />
        )}
        <StatementLines lines={statement.data.lines} currency={statement.data.account.currency} />
      </Card>
    </>
  );
}

function transactionCount(count: number): string {
  return count === 1 ? '1 transaction' : `${formatCount(count)} transactions`;
}

function PeriodTransactions({ period, ownAccountIds }: { period: StatementPeriod; ownAccountIds: ReadonlySet<string> }) {
  const range = useMemo(() => statementPeriodRange(period), [period]);
  const transactions = useTransactionPages({ limit: PAGE_LIMIT, from: range.from, to: range.to });
  const total = transactions.total;

  return (
    <Card
      title={<h2 className="statements-page__section-title">All accounts</h2>}
      extra={total && <span className="statements-page__count">{total.total === 1 && !total.totalCapped ? '1 transaction' : `${formatTotal(total)} transactions`}</span>}
    >
      {transactions.error ? (
        <Alert type="error" showIcon title="Transactions could not be loaded." description={transactions.error.message} />
      ) : (
        <TransactionList
          label="Transactions in this period"
          transactions={transactions.items}
          ownAccountIds={ownAccountIds}
          loading={transactions.isFetching && !transactions.isFetchingNextPage}
          emptyText="No transactions in this period"
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
  );
}
