import type { TransactionStatus } from '@bank/contracts/accounts';
import { CUSTOMER_STATUS_OF } from '../transactions';
import './transaction-list.css';

/**
 * The customer's badge (SPEC 3): completed green, pending amber, failed red. Own colours
 * rather than antd's preset tags, whose text falls short of WCAG AA contrast.
 */
export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  const shown = CUSTOMER_STATUS_OF[status];
  return <span className={`status-tag status-tag--${shown}`}>{shown}</span>;
}
