import type { TransactionDto } from '@bank/contracts/accounts';
import { Money } from '../../../shared/money/money.js';
import type { TransactionRecord } from './ports/transfer-queries.js';

/** Every field the customer sees; admin notes and user ids stay on the server. */
export function toTransactionDto(r: TransactionRecord): TransactionDto {
  return {
    id: r.id,
    transactionCode: r.transactionCode,
    fromAccountId: r.fromAccountId,
    toAccountId: r.toAccountId,
    fromAccountNumber: r.fromAccountNumber,
    toAccountNumber: r.toAccountNumber,
    amount: Money.fromDb(r.amount, r.currency).toString(),
    currency: r.currency as TransactionDto['currency'],
    type: r.type,
    status: r.status,
    description: r.description,
    reference: r.reference,
    creditNote: r.creditNote,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
