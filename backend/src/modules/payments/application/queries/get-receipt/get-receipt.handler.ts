import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TransactionDto } from '@bank/contracts/accounts';
import { customerStatusLabel } from '@bank/contracts/accounts';
import { formatBankDateTime } from '../../../../../shared/bank-time.js';
import { receiptAmount, type ReceiptDocument } from '../../../../../shared/documents/receipt.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { GetInternationalReceipt } from '../../../../international/public/international.queries.js';
import { TRANSFER_QUERIES } from '../../../payments.tokens.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';
import { toTransactionDto } from '../../transaction.mapper.js';

/**
 * A transaction's receipt: the customer's own (sent or received); anyone else's is 404. The
 * transaction of an international transfer is that transfer's receipt, so History's one link
 * gives the same document as the international page (issue 28 item 13).
 */
export class GetReceipt {
  constructor(readonly userId: string, readonly transactionId: string) {}
}

@QueryHandler(GetReceipt)
export class GetReceiptHandler implements IQueryHandler<GetReceipt, ReceiptDocument> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries, private readonly queries: QueryBus) {}

  async execute({ userId, transactionId }: GetReceipt): Promise<ReceiptDocument> {
    const record = await this.transfers.ofCustomer(userId, transactionId);
    if (!record) throw new NotFound('Transaction not found');
    if (record.channel === 'international') return this.queries.execute(new GetInternationalReceipt(userId, { transactionId }));
    return domesticReceipt(toTransactionDto(record));
  }
}

/** Reference, amount, accounts, date in bank time and status: what the customer sent or received. */
function domesticReceipt(t: TransactionDto): ReceiptDocument {
  const lines: [string, string][] = [
    ['Reference', t.transactionCode],
    ['Amount', receiptAmount(t.amount, t.currency)],
    ['From account', t.fromAccountNumber ?? 'Outside the bank'],
    ['To account', t.toAccountNumber ?? 'Outside the bank'],
    ['Description', t.description],
    ['Date', formatBankDateTime(new Date(t.createdAt))],
    ['Status', customerStatusLabel(t.status)],
  ];
  if (t.reference) lines.push(['Payment reference', t.reference]);
  return { title: 'Transaction Receipt', reference: t.transactionCode, lines };
}
