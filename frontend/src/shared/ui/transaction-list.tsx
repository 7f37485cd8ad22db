import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { TransactionDto } from '@bank/contracts/accounts';
import { formatDateTime } from '../dates';
import { formatSignedMoney } from '../money';
import { TRANSACTION_TYPE_LABELS, transactionDirection, transactionReceiptUrl } from '../transactions';
import { TransactionStatusTag } from './transaction-status-tag';
import './transaction-list.css';

const DIRECTION_ICONS = { in: <ArrowDownOutlined />, out: <ArrowUpOutlined />, neutral: <SwapOutlined /> };

interface TransactionListProps {
  transactions: readonly TransactionDto[];
  /** The viewer's accounts: decides the sign of each amount. */
  ownAccountIds: ReadonlySet<string>;
  /** One account's history: signs follow that account instead of the customer. */
  focusAccountId?: string;
  loading?: boolean;
  /** What an empty list says; by default an invitation to make a first transfer. */
  emptyText?: string;
  /** Names the list for screen readers ("Recent activity"). */
  label: string;
}

/** Transactions as the customer sees them: signed amount, three-way status, credit notes. */
export function TransactionList({
  transactions, ownAccountIds, focusAccountId, loading = false, emptyText, label,
}: TransactionListProps) {
  if (loading && transactions.length === 0) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (transactions.length === 0) {
    return emptyText ? <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <NoTransactionsYet />;
  }

  return (
    <ul className="txn-list" aria-label={label} aria-busy={loading || undefined}>
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} ownAccountIds={ownAccountIds} focusAccountId={focusAccountId} />
      ))}
    </ul>
  );
}

/** A customer with no history yet: what will show here, and the way to start. */
function NoTransactionsYet() {
  const navigate = useNavigate();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="txn-empty__title">No transactions yet</strong>
          <span className="txn-empty__text">Money you send and receive will appear here.</span>
        </>
      }
    >
      {/* A link (it goes somewhere) that stays in the app instead of reloading it. */}
      <Button
        type="primary"
        href="/transfer"
        onClick={(event) => {
          event.preventDefault();
          navigate('/transfer');
        }}
      >
        Make your first transfer
      </Button>
    </Empty>
  );
}

interface TransactionRowProps {
  transaction: TransactionDto;
  ownAccountIds: ReadonlySet<string>;
  focusAccountId?: string;
}

function TransactionRow({ transaction, ownAccountIds, focusAccountId }: TransactionRowProps) {
  const direction = transactionDirection(transaction, ownAccountIds, focusAccountId);
  const { fromAccountNumber, toAccountNumber } = transaction;
  const route =
    fromAccountNumber && toAccountNumber
      ? `${fromAccountNumber} → ${toAccountNumber}`
      : fromAccountNumber
        ? `From ${fromAccountNumber}`
        : toAccountNumber
          ? `To ${toAccountNumber}`
          : null;
  const meta = [formatDateTime(transaction.createdAt), TRANSACTION_TYPE_LABELS[transaction.type], route, transaction.transactionCode]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className="txn-row">
      <span className={`txn-row__icon txn-row__icon--${direction}`} aria-hidden>
        {DIRECTION_ICONS[direction]}
      </span>
      <div className="txn-row__title">{transaction.description}</div>
      <div className="txn-row__side">
        <span className={`txn-amount txn-amount--${direction}`}>
          {formatSignedMoney(transaction.amount, transaction.currency, direction)}
        </span>
        <TransactionStatusTag status={transaction.status} />
      </div>
      <div className="txn-row__meta">
        {meta}
        {direction === 'neutral' && !focusAccountId && ' · Between your accounts'}
        {' · '}
        {/* The PDF receipt (issue 28 item 13). */}
        <a href={transactionReceiptUrl(transaction.id)} download aria-label={`Receipt of ${transaction.transactionCode} (PDF)`}>Receipt</a>
      </div>
      {transaction.creditNote && <div className="txn-row__note">Note: {transaction.creditNote}</div>}
    </li>
  );
}
