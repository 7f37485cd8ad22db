import type { TransferLimitsDto } from '@bank/contracts/payments';
import { formatMoney } from '../money';

/** What the transfer forms say under the amount: the room left today, this month and for this payee. */
export function LimitsLeft({ limits }: { limits: TransferLimitsDto }) {
  return (
    <span className="transfer-limits-left">
      Left today {formatMoney(limits.dailyRemaining)}, this month {formatMoney(limits.monthlyRemaining)}, to this payee {formatMoney(limits.payeeRemaining)} (USD)
    </span>
  );
}
