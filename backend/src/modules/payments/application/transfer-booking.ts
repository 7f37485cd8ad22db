import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { Outbox } from '../../../shared/outbox/outbox.js';
import { MoveMoney, type AccountSummary, type MovedBetween } from '../../accounts/public/accounts.api.js';
import { AccountClosed } from '../domain/payment.errors.js';
import { planStatusChange, type TransferStatus } from '../domain/transfer-status.js';
import type { StoredResponse, TransactionBook, TransactionRecord } from '../domain/transaction-record.js';
import { TRANSACTION_BOOK } from '../payments.tokens.js';
import { TransferCreated, TransferReturned, TransferSettled, TransferStatusChanged, type TransferEventPayload } from '../public/payments.events.js';

/**
 * How a transfer's money moves, used by every use case that books or re-labels one.
 * Always called inside the use case's transaction.
 */
@Injectable()
export class TransferBooking {
  constructor(
    @Inject(TRANSACTION_BOOK) private readonly book: TransactionBook,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Holds the amount in clearing (money first: the source is locked and checked there), then
   * records the transfer as processing, with its event and, for a keyed request, the answer
   * to replay: one statement.
   */
  async hold(p: {
    fromAccountId: string; senderId: string; to: AccountSummary; amount: string; amountUsd: string; description: string; heldForReview: boolean; at?: Date;
    respond?: { key: string; answer: (record: TransactionRecord) => StoredResponse };
  }): Promise<TransactionRecord> {
    const id = randomUUID();
    const moved = await this.commands.execute<MoveMoney, MovedBetween>(new MoveMoney({
      kind: 'transfer-hold', memo: `Transfer to ${p.to.accountNumber}: ${p.description}`, transactionId: id,
      from: { accountId: p.fromAccountId }, to: { internal: 'clearing' }, amount: p.amount, currency: p.to.currency,
      senderMustBe: p.senderId, at: p.at,
    }));
    const from = moved.from!;
    const now = p.at ?? this.clock.now();
    const record: TransactionRecord = {
      id, transactionCode: newTransactionCode(), fromAccountId: from.id, toAccountId: p.to.id,
      fromAccountNumber: from.accountNumber, toAccountNumber: p.to.accountNumber, fromUserId: from.userId, toUserId: p.to.userId,
      amount: p.amount, currency: p.to.currency, amountUsd: p.amountUsd, type: 'transfer', status: 'processing', moneyState: 'held',
      heldForReview: p.heldForReview, description: p.description, reference: null, creditNote: null, adminNotes: null,
      createdAt: now, updatedAt: now,
    };
    const response = p.respond && { userId: p.senderId, key: p.respond.key, ...p.respond.answer(record) };
    await this.book.insert(record, { events: [new TransferCreated(eventPayload(record))], response });
    return record;
  }

  /** Sets a new status; delivers or returns held money when the status calls for it (DESIGN 4). */
  async changeStatus(record: TransactionRecord, status: TransferStatus, by: string | null, notes: { adminNotes?: string | null; creditNote?: string | null } = {}, at?: Date): Promise<TransactionRecord> {
    const plan = planStatusChange(record.moneyState, status);
    if (plan.move) {
      const destination = plan.move === 'settle' ? record.toAccountId : record.fromAccountId;
      if (!destination) throw new AccountClosed();
      await this.commands.execute(new MoveMoney({
        kind: plan.move === 'settle' ? 'transfer-settle' : 'transfer-return',
        memo: plan.move === 'settle' ? `Transfer from ${record.fromAccountNumber}: ${record.description}` : `Returned transfer to ${record.toAccountNumber}: ${record.description}`,
        transactionId: record.id, from: { internal: 'clearing' }, to: { accountId: destination }, amount: record.amount, currency: record.currency, at,
      }));
    }
    const updated = await this.book.updateStatus(record.id, { status, moneyState: plan.moneyState, by, ...notes });
    const payload = eventPayload(updated);
    await this.outbox.record(
      plan.move === 'settle' ? new TransferSettled(payload)
        : plan.move === 'return' ? new TransferReturned(payload)
          : new TransferStatusChanged({ ...payload, previousStatus: record.status }),
    );
    return updated;
  }
}

function eventPayload(r: TransactionRecord): TransferEventPayload {
  return {
    transactionId: r.id, transactionCode: r.transactionCode, fromUserId: r.fromUserId!, toUserId: r.toUserId,
    fromAccountNumber: r.fromAccountNumber!, toAccountNumber: r.toAccountNumber, amount: r.amount, currency: r.currency,
    status: r.status, description: r.description, creditNote: r.creditNote,
  };
}

/** TXN + 10 characters of Crockford base32: unique enough, and unambiguous to read out on the phone. */
export function newTransactionCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return 'TXN' + [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
}
