import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TransactionDto } from '@bank/contracts/accounts';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { TRANSFER_QUERIES } from '../../../payments.tokens.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';
import { toTransactionDto } from '../../transaction.mapper.js';

/** A transaction's receipt: the customer's own (sent or received); anyone else's is 404. */
export class GetReceipt {
  constructor(readonly userId: string, readonly transactionId: string) {}
}

@QueryHandler(GetReceipt)
export class GetReceiptHandler implements IQueryHandler<GetReceipt, TransactionDto> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries) {}

  async execute({ userId, transactionId }: GetReceipt): Promise<TransactionDto> {
    const record = await this.transfers.ofCustomer(userId, transactionId);
    if (!record) throw new NotFound('Transaction not found');
    return toTransactionDto(record);
  }
}
