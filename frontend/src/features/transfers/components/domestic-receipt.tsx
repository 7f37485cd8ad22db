import type { AccountDto, TransactionDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { transactionReceiptUrl } from '../../../shared/transactions';
import { TransferReceipt } from '../../../shared/ui/transfer-receipt';

interface DomesticReceiptProps {
  transaction: TransactionDto;
  /** The customer's accounts: names the source and, when it is one of them, the destination. */
  accounts: readonly AccountDto[];
  onAnother: () => void;
}

/** What the form gives way to once the transfer is booked: the lines of its PDF receipt. */
export function DomesticReceipt({ transaction: t, accounts, onAnother }: DomesticReceiptProps) {
  const own = (number: string | null) => accounts.find((account) => account.accountNumber === number);
  const accountLine = (number: string | null) => {
    const account = own(number);
    return account ? <>{number}<span className="transfer-receipt__sub">Your {ACCOUNT_TYPE_LABELS[account.accountType].toLowerCase()} account</span></> : number;
  };
  return (
    <TransferReceipt
      title="Transfer sent"
      status={t.status}
      reference={t.transactionCode}
      pdfUrl={transactionReceiptUrl(t.id)}
      onAnother={onAnother}
      rows={[
        ['Amount', <span key="amount" data-testid="receipt-amount">{formatMoney(t.amount, t.currency)}</span>],
        ['From account', accountLine(t.fromAccountNumber)],
        ['To account', accountLine(t.toAccountNumber)],
        ['Description', t.description],
        ['Date', formatDateTimeWithZone(t.createdAt)],
      ]}
    />
  );
}
