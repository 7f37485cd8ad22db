import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import type { InternationalTransferDto, SupportedCountryDto } from '@bank/contracts/international';
import { nbfcPartnerName } from '@bank/contracts/international';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { TransactionStatusTag } from '../../../shared/ui/transaction-status-tag';
import { useCountries } from '../api/get-countries';
import { internationalReceiptUrl, useRecentInternationalTransfers } from '../api/get-international-transfers';
import { InternationalReceipt } from './international-receipt';

/** The first 5 of the customer's international transfers, newest first (SPEC 2.17). */
export function RecentInternationalTransfers() {
  const { data, isPending, error } = useRecentInternationalTransfers();
  const countries = useCountries();
  // The transfer whose details (its receipt's lines) are open.
  const [opened, setOpened] = useState<InternationalTransferDto | null>(null);
  if (error) return <Alert type="error" showIcon title="Your recent transfers could not be loaded." description={error.message} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (data.items.length === 0) return <Empty description="No international transfers yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <ul className="intl-recent" aria-label="Recent international transfers">
        {data.items.map((transfer) => (
          <RecentTransferItem key={transfer.id} transfer={transfer} countries={countries.data} onOpen={() => setOpened(transfer)} />
        ))}
      </ul>
      <Modal open={opened !== null} title="Transfer details" footer={null} onCancel={() => setOpened(null)} destroyOnHidden width={560}>
        {opened && <InternationalReceipt transfer={opened} countries={countries.data} />}
      </Modal>
    </>
  );
}

interface RecentTransferItemProps {
  transfer: InternationalTransferDto;
  countries: SupportedCountryDto[] | undefined;
  onOpen: () => void;
}

function RecentTransferItem({ transfer, countries, onOpen }: RecentTransferItemProps) {
  const converted = transfer.transferCurrency !== transfer.debitCurrency;
  return (
    <li className="intl-recent__item" data-testid="international-transfer-item">
      <div className="intl-recent__main">
        <div className="intl-recent__who">
          <span className="intl-recent__name">{transfer.recipientName}</span>
          <span className="intl-recent__meta">
            {transfer.recipientCountryName}
            {transfer.nbfcPartner ? ` · ${nbfcPartnerName(countries, transfer.nbfcPartner)}` : ''} · Ref {transfer.referenceNumber}
          </span>
          <span className="intl-recent__meta">
            Sent {formatDateTime(transfer.createdAt)}
            {transfer.status !== 'completed' && transfer.status !== 'failed' && transfer.status !== 'cancelled'
              ? ` · expected ${formatDateTime(transfer.estimatedDelivery)}`
              : ''}
          </span>
        </div>
        <div className="intl-recent__money">
          <span className="intl-recent__amount">{formatMoney(transfer.transferAmount, transfer.transferCurrency)}</span>
          <span className="intl-recent__meta">
            {converted
              ? `${formatMoney(transfer.debitAmount, transfer.debitCurrency)} debited`
              : `total ${formatMoney(transfer.totalAmount, transfer.transferCurrency)} with fee`}
          </span>
          <TransactionStatusTag status={transfer.status} className="intl-recent__status" />
        </div>
      </div>
      <div className="intl-recent__actions">
        <Button type="link" size="small" className="intl-recent__link" onClick={onOpen} aria-label={`Details of ${transfer.referenceNumber}`}>
          Details
        </Button>
        {/* The PDF receipt (issue 28 item 13), as on History's rows. */}
        <a href={internationalReceiptUrl(transfer.id)} download aria-label={`Receipt of ${transfer.referenceNumber} (PDF)`}>Receipt</a>
      </div>
      {transfer.creditNote && (
        <p className="intl-recent__note" data-testid="international-credit-note">
          <span className="intl-recent__note-label">Note from the bank:</span> {transfer.creditNote}
        </p>
      )}
    </li>
  );
}
