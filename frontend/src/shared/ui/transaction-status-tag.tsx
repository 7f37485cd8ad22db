import type { CustomerStatus, TransactionStatus } from '@bank/contracts/accounts';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_OF, TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES } from '@bank/contracts/accounts';
import { ToneTag, type Tone } from './tone-tag';

/** One colour per customer status, used by every status of a transfer on every screen. */
const TONES: Record<CustomerStatus, Tone> = { pending: 'warning', completed: 'success', failed: 'danger' };

interface TransactionStatusTagProps {
  status: TransactionStatus;
  /**
   * Customers read the three statuses Help explains ("Pending"); staff read the stored one
   * ("Submitted"), in the same colour (docs/decisions/status-model.md).
   */
  audience?: 'customer' | 'staff';
  className?: string;
}

/** A domestic or international transfer's status, the same everywhere. */
export function TransactionStatusTag({ status, audience = 'customer', className }: TransactionStatusTagProps) {
  const shown = CUSTOMER_STATUS_OF[status];
  return (
    <ToneTag tone={TONES[shown]} className={className}>
      {audience === 'staff' ? TRANSACTION_STATUS_LABELS[status] : CUSTOMER_STATUS_LABELS[shown]}
    </ToneTag>
  );
}

/** The stored statuses, each under the customer status it folds into: history filters and the staff's status pickers. */
export const TRANSACTION_STATUS_OPTIONS = (['completed', 'pending', 'failed'] as const).map((group) => ({
  label: CUSTOMER_STATUS_LABELS[group],
  options: TRANSACTION_STATUSES.filter((status) => CUSTOMER_STATUS_OF[status] === group).map((status) => ({
    value: status,
    label: TRANSACTION_STATUS_LABELS[status],
  })),
}));
