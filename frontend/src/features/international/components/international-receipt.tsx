import type { InternationalTransferDto, SupportedCountryDto } from '@bank/contracts/international';
import { maskAccountNumber } from '@bank/contracts/accounts';
import { nbfcPartnerName } from '@bank/contracts/international';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { TransferReceipt } from '../../../shared/ui/transfer-receipt';
import { internationalReceiptUrl } from '../api/get-international-transfers';

interface InternationalReceiptProps {
  transfer: InternationalTransferDto;
  /** Names the NBFC partner of a transfer to India. */
  countries: readonly SupportedCountryDto[] | undefined;
  /** After a transfer: back to an empty form. Left out when opened from Recent Transfers. */
  onAnother?: () => void;
}

/**
 * An international transfer's receipt on screen: the lines of its PDF (the server's
 * get-international-receipt), after the transfer and from Recent Transfers alike.
 */
export function InternationalReceipt({ transfer: t, countries, onAnother }: InternationalReceiptProps) {
  const converted = t.transferCurrency !== t.debitCurrency;
  return (
    <TransferReceipt
      title={onAnother ? 'International transfer submitted' : `Transfer to ${t.recipientName}`}
      status={t.status}
      reference={t.referenceNumber}
      pdfUrl={internationalReceiptUrl(t.id)}
      onAnother={onAnother}
      rows={[
        ['Date', formatDateTimeWithZone(t.createdAt)],
        ['From account', t.fromAccountNumber],
        ['Recipient', t.recipientName],
        ['Bank', <>{t.recipientBankName}{t.recipientBankCode && <span className="transfer-receipt__sub">BIC {t.recipientBankCode}</span>}</>],
        ...(t.nbfcPartner ? [['NBFC partner', nbfcPartnerName(countries, t.nbfcPartner)] as const] : []),
        ['Country', t.recipientCountryName],
        ['Account', maskAccountNumber(t.recipientAccountNumber)],
        ['Amount sent', <span key="sent" data-testid="receipt-amount">{formatMoney(t.transferAmount, t.transferCurrency)}</span>],
        ['Fee', formatMoney(t.feeAmount, t.transferCurrency)],
        ['Total debited', <span key="debited" data-testid="receipt-debited">{formatMoney(t.debitAmount, t.debitCurrency)}</span>],
        ['Exchange rate', converted ? `1 ${t.transferCurrency} = ${t.exchangeRate} ${t.debitCurrency}` : `None (${t.transferCurrency} account)`],
        ['Recipient receives', formatMoney(t.transferAmount, t.transferCurrency)],
        ['Purpose', t.purpose],
        ['Estimated delivery', formatDateTimeWithZone(t.estimatedDelivery)],
        ...(t.creditNote ? [['Note from the bank', t.creditNote] as const] : []),
      ]}
    />
  );
}
