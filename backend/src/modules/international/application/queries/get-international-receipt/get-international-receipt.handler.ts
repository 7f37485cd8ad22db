import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customerStatusLabel, maskAccountNumber } from '@bank/contracts/accounts';
import type { InternationalTransferDto } from '@bank/contracts/international';
import { formatBankDateTime } from '../../../../../shared/bank-time.js';
import { receiptAmount, type ReceiptDocument } from '../../../../../shared/documents/receipt.js';
import { isUuid } from '../../../../../shared/ids.js';
import { GetInternationalReceipt } from '../../../public/international.queries.js';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import { InternationalTransferNotFound } from '../../international.errors.js';
import type { InternationalQueries } from '../international-queries.js';

@QueryHandler(GetInternationalReceipt)
export class GetInternationalReceiptHandler implements IQueryHandler<GetInternationalReceipt, ReceiptDocument> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  async execute({ userId, by }: GetInternationalReceipt): Promise<ReceiptDocument> {
    const id = 'transferId' in by ? by.transferId : by.transactionId;
    const found = isUuid(id) ? await this.queries.myReceipt(userId, by) : null;
    if (!found) throw new InternationalTransferNotFound();
    return internationalReceipt(found.transfer, found.partnerName);
  }
}

/**
 * What was sent, to whom and what it cost (issue 28 item 13): the recipient's account by its last
 * four characters, as every summary shows it, so a forwarded receipt does not carry it whole.
 */
export function internationalReceipt(t: InternationalTransferDto, partnerName: string | null): ReceiptDocument {
  const converted = t.transferCurrency !== t.debitCurrency;
  const lines: [string, string][] = [
    ['Reference', t.referenceNumber],
    ['Date', formatBankDateTime(new Date(t.createdAt))],
    ['Status', customerStatusLabel(t.status)],
    ['From account', t.fromAccountNumber],
    ['Recipient', t.recipientName],
    ['Bank', t.recipientBankCode ? `${t.recipientBankName} (BIC ${t.recipientBankCode})` : t.recipientBankName],
    ...(partnerName ? [['NBFC partner', partnerName] as [string, string]] : []),
    ['Country', t.recipientCountryName],
    ['Account', maskAccountNumber(t.recipientAccountNumber)],
    ['Amount sent', receiptAmount(t.transferAmount, t.transferCurrency)],
    ['Fee', receiptAmount(t.feeAmount, t.transferCurrency)],
    ['Total debited', receiptAmount(t.debitAmount, t.debitCurrency)],
    ['Exchange rate', converted ? `1 ${t.transferCurrency} = ${t.exchangeRate} ${t.debitCurrency}` : `None (${t.transferCurrency} account)`],
    ['Recipient receives', receiptAmount(t.transferAmount, t.transferCurrency)],
    ['Purpose', t.purpose],
    ['Estimated delivery', formatBankDateTime(new Date(t.estimatedDelivery))],
  ];
  if (t.creditNote) lines.push(['Note from the bank', t.creditNote]);
  return { title: 'International Transfer Receipt', reference: t.referenceNumber, lines };
}
