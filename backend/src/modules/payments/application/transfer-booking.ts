import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { Outbox } from '../../../shared/outbox/outbox.js';
import { MoveMoney, type AccountIdentity, type AccountRef, type MovedBetween } from '../../accounts/public/accounts.api.js';
import { AccountClosed } from '../domain/payment.errors.js';
import { planStatusChange, type TransferStatus } from '../domain/transfer-status.js';
import type { TransactionBook, TransactionRecord } from '../domain/transaction-record.js';
import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
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
   * A transfer as it is recorded when its money is held in clearing: status processing, with the
   * journal memo and the event that announce it. The live path opens it in one statement
   * (TransactionBook.openTransfer); `hold` books it through the ledger.
   */
  heldTransfer(p: { from: AccountIdentity; to: AccountIdentity; amount: string; amountUsd: string; description: string; heldForReview: boolean; at?: Date }): {
    record: TransactionRecord; memo: string; events: DomainEvent[];
  } {
    const now = p.at ?? this.clock.now();
    const record: TransactionRecord = {
      id: randomUUID(), transactionCode: newTransactionCode(), fromAccountId: p.from.id, toAccountId: p.to.id,
      fromAccountNumber: p.from.accountNumber, toAccountNumber: p.to.accountNumber, fromUserId: p.from.userId, toUserId: p.to.userId,
      amount: p.amount, currency: p.to.currency, amountUsd: p.amountUsd, type: 'transfer', status: 'processing', moneyState: 'held',
      heldForReview: p.heldForReview, description: p.description, reference: null, creditNote: null, adminNotes: null,
      createdAt: now, updatedAt: now, channel: 'domestic',
    };
    return { record, memo: `Transfer to ${p.to.accountNumber}: ${p.description}`, events: [new TransferCreated(eventPayload(record))] };
  }

  /**
   * A transfer out of the bank (international) as it is recorded when its money is held in
   * clearing: no payee account; on settlement the money goes on to the external account. It has no
   * TransferCreated of its own: the caller's event announces it (payments' notification of it would
   * be skipped anyway), so the outbox carries one event per transfer, not two.
   */
  heldExternalTransfer(p: { id: string; from: AccountIdentity; amount: string; amountUsd: string; description: string; reference: string; status: TransferStatus; at: Date }): {
    record: TransactionRecord; memo: string;
  } {
    const record: TransactionRecord = {
      id: p.id, transactionCode: newTransactionCode(), fromAccountId: p.from.id, toAccountId: null,
      fromAccountNumber: p.from.accountNumber, toAccountNumber: null, fromUserId: p.from.userId, toUserId: null,
      amount: p.amount, currency: p.from.currency, amountUsd: p.amountUsd, type: 'transfer', status: p.status, moneyState: 'held',
      heldForReview: false, description: p.description, reference: p.reference, creditNote: null, adminNotes: null,
      createdAt: p.at, updatedAt: p.at, channel: 'international',
    };
    return { record, memo: `${p.description} (${p.reference})` };
  }

  /** Holds the amount in clearing through the ledger and records the transfer (demo history). */
  async hold(p: Parameters<TransferBooking['heldTransfer']>[0]): Promise<TransactionRecord> {
    const { record, memo, events } = this.heldTransfer(p);
    await this.commands.execute<MoveMoney, MovedBetween>(new MoveMoney({
      kind: 'transfer-hold', memo, transactionId: record.id, reference: record.transactionCode, from: { accountId: record.fromAccountId! }, to: { internal: 'clearing' },
      amount: record.amount, currency: record.currency, at: p.at,
    }));
    await this.book.insert(record, { events });
    return record;
  }

  /** Sets a new status; delivers or returns held money when the status calls for it (DESIGN 4). */
  async changeStatus(record: TransactionRecord, status: TransferStatus, by: string | null, notes: { adminNotes?: string | null; creditNote?: string | null } = {}, at?: Date): Promise<TransactionRecord> {
    const plan = planStatusChange(record.moneyState, status);
    if (plan.move) {
      await this.commands.execute(new MoveMoney({
        kind: plan.move === 'settle' ? 'transfer-settle' : 'transfer-return',
        memo: plan.move === 'settle' ? `Transfer from ${record.fromAccountNumber}: ${record.description}`
          : `Returned transfer to ${record.toAccountNumber ?? record.reference ?? 'recipient'}: ${record.description}`,
        transactionId: record.id, reference: record.transactionCode, from: { internal: 'clearing' }, to: destinationOf(record, plan.move), amount: record.amount, currency: record.currency, at,
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

/** Settled money goes to the payee's account, or out of the bank for an international transfer; returned money to the source. */
function destinationOf(record: TransactionRecord, move: 'settle' | 'return'): AccountRef {
  if (move === 'settle' && record.channel === 'international') return { internal: 'external' };
  const account = move === 'settle' ? record.toAccountId : record.fromAccountId;
  if (!account) throw new AccountClosed();
  return { accountId: account };
}

function eventPayload(r: TransactionRecord): TransferEventPayload {
  return {
    channel: r.channel,
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
