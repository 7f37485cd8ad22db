import { defineEntity, p } from '@mikro-orm/core';
import { Transfer } from '../../domain/transfer.js';

/** A transfer is a row of payments' transactions of type 'transfer' (deposits and withdrawals share the table). */
export const TransferSchema = defineEntity({
  class: Transfer,
  schema: 'payments',
  tableName: 'transactions',
  properties: {
    id: p.uuid().primary(),
    transactionCode: p.string(),
    fromAccountId: p.uuid().nullable(),
    toAccountId: p.uuid().nullable(),
    fromAccountNumber: p.string().nullable(),
    toAccountNumber: p.string().nullable(),
    fromUserId: p.uuid().nullable(),
    toUserId: p.uuid().nullable(),
    amount: p.decimal(),
    currency: p.string(),
    amountUsd: p.decimal(),
    type: p.string(),
    status: p.string(),
    moneyState: p.string(),
    heldForReview: p.boolean(),
    description: p.text(),
    reference: p.text().nullable(),
    creditNote: p.text().nullable(),
    adminNotes: p.text().nullable(),
    statusUpdatedBy: p.uuid().nullable(),
    statusUpdatedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    channel: p.string(),
    payeeKey: p.text().nullable(),
  },
});
