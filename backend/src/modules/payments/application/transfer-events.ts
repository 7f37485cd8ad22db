import type { Transfer } from '../domain/transfer.js';
import type { MoneyMove, TransferStatus } from '../domain/transfer-status.js';
import { TransferCreated, TransferReturned, TransferSettled, TransferStatusChanged, type TransferEventPayload } from '../public/payments.events.js';

/** What every transfer event carries: enough for a notification to either party. */
export function transferEventPayload(t: Transfer): TransferEventPayload {
  return {
    channel: t.channel,
    transactionId: t.id, transactionCode: t.transactionCode, fromUserId: t.fromUserId!, toUserId: t.toUserId,
    fromAccountNumber: t.fromAccountNumber!, toAccountNumber: t.toAccountNumber, amount: t.amount, currency: t.currency,
    status: t.status, description: t.description, creditNote: t.creditNote,
  };
}

/** A domestic transfer's money is held: the event that announces it (an international one is announced by its own context). */
export function transferCreated(t: Transfer): TransferCreated {
  return new TransferCreated(transferEventPayload(t), undefined, t.createdAt);
}

/** The event of a status change, by what it did to the money. */
export function statusChanged(t: Transfer, move: MoneyMove, previousStatus: TransferStatus): TransferSettled | TransferReturned | TransferStatusChanged {
  const payload = transferEventPayload(t);
  if (move === 'settle') return new TransferSettled(payload);
  if (move === 'return') return new TransferReturned(payload);
  return new TransferStatusChanged({ ...payload, previousStatus });
}
