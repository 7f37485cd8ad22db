import { Modal } from 'antd';
import type { AccountDto } from '@bank/contracts/accounts';
import type { NbfcPartnerDto, SupportedCountryDto } from '@bank/contracts/international';
import { accountShortLabel } from '../../../shared/accounts';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { ConfirmDetails, type ConfirmDetail } from '../../../shared/ui/confirm-details';
import { formatPercent, type InternationalDraft, type LiveQuote } from './international-draft';

interface ConfirmInternationalDialogProps {
  open: boolean;
  draft: InternationalDraft | null;
  live: LiveQuote | null;
  account: AccountDto | undefined;
  country: SupportedCountryDto | undefined;
  partner: NbfcPartnerDto | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation step (SPEC 2.17): everything that will be sent and booked, before authorizing. */
export function ConfirmInternationalDialog({ open, draft, live, account, country, partner, onConfirm, onCancel }: ConfirmInternationalDialogProps) {
  const quote = live?.quote;
  const rows: ConfirmDetail[] = draft && account && country && quote
    ? [
        ['From', accountShortLabel(account)],
        ['Recipient', <>{draft.recipientName}<span className="intl-confirm__sub">{draft.recipientAddress}</span></>],
        ['Bank', <>{draft.recipientBankName}{draft.recipientBankCode && <span className="intl-confirm__sub">BIC {draft.recipientBankCode}</span>}</>],
        ['Account', <>{draft.recipientAccountNumber}{draft.recipientIfscCode && <span className="intl-confirm__sub">IFSC {draft.recipientIfscCode}</span>}</>],
        ['Country', `${country.countryName}${partner ? ` · ${partner.name}` : ''}`],
        ['Amount', formatMoney(quote.transferAmount, quote.transferCurrency)],
        [`Fee (${formatPercent(quote.feePercentage)})`, formatMoney(quote.feeAmount, quote.transferCurrency)],
        ['Total', formatMoney(quote.totalAmount, quote.transferCurrency)],
        ...(quote.transferCurrency === quote.debitCurrency
          ? []
          : [['Exchange rate', `1 ${quote.transferCurrency} = ${quote.exchangeRate} ${quote.debitCurrency}`] as const]),
        ['Debited from your account', <strong key="debited" className="intl-confirm__amount">{formatMoney(quote.debitAmount, quote.debitCurrency)}</strong>],
        ['Estimated delivery', formatDateTime(live.estimatedDelivery.toISOString())],
        ['Purpose', draft.purpose],
      ]
    : [];

  return (
    <Modal
      open={open}
      title="Confirm International Transfer"
      okText="Confirm Transfer"
      cancelText="Cancel"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      width={520}
    >
      <p style={{ marginTop: 0 }}>
        Please check the details. You will then authorize the transfer with your signature and a security question (or, with sign-in verification on, your authenticator app's code or a passkey).
      </p>
      <ConfirmDetails rows={rows} className="intl-confirm" />
    </Modal>
  );
}
