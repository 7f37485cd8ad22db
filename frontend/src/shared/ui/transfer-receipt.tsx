import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect, useId, useRef } from 'react';
import type { TransactionStatus } from '@bank/contracts/accounts';
import { CUSTOMER_STATUS_OF } from '@bank/contracts/accounts';
import { ConfirmDetails, type ConfirmDetail } from './confirm-details';
import { TransactionStatusTag } from './transaction-status-tag';
import './transfer-receipt.css';

interface TransferReceiptProps {
  /** "Transfer sent": what happened, as the heading. */
  title: string;
  status: TransactionStatus;
  reference: string;
  /** The receipt's lines, in the PDF's order (the status and reference are added here). */
  rows: readonly ConfirmDetail[];
  /** The PDF of the same receipt (GET …/receipt), downloaded with the session cookie. */
  pdfUrl: string;
  /** Shown after a transfer: back to an empty form. Left out where the receipt is opened from a list. */
  onAnother?: () => void;
}

/**
 * A transfer's receipt on screen (issue 28 item 13): status, reference and the lines of its PDF,
 * with the PDF to download. After a transfer it takes the form's place and the focus, so a
 * screen reader starts reading it where the form was.
 */
export function TransferReceipt({ title, status, reference, rows, pdfUrl, onAnother }: TransferReceiptProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const justSent = onAnother !== undefined;
  useEffect(() => {
    if (justSent) heading.current?.focus();
  }, [justSent]);

  return (
    <section className="transfer-receipt" aria-labelledby={headingId} data-testid="transfer-receipt">
      <Result
        className="transfer-receipt__result"
        status={CUSTOMER_STATUS_OF[status] === 'failed' ? 'error' : 'success'}
        // Opened later from a list, the status tag below says how the transfer stands; a big icon would shout it.
        icon={justSent ? undefined : null}
        title={<h2 id={headingId} ref={heading} tabIndex={-1} className="transfer-receipt__title">{title}</h2>}
        subTitle={<>Reference <strong data-testid="receipt-reference">{reference}</strong></>}
        extra={[
          <Button key="pdf" href={pdfUrl} download icon={<DownloadOutlined aria-hidden />} aria-label={`Download PDF receipt of ${reference}`}>
            Download PDF
          </Button>,
          onAnother && (
            <Button key="another" type="primary" onClick={onAnother}>
              Make another transfer
            </Button>
          ),
        ]}
      />
      <ConfirmDetails rows={[['Status', <TransactionStatusTag key="status" status={status} />], ...rows]} className="transfer-receipt__details" />
    </section>
  );
}
