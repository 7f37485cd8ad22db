import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { Outbox } from '../../../shared/outbox/outbox.js';
import { MoveMoney, type AccountRef } from '../../accounts/public/accounts.api.js';
import { AccountClosed } from '../domain/payment.errors.js';
import type { StatusNotes, Transfer } from '../domain/transfer.js';
import type { TransferRepository } from '../domain/transfer.repository.js';
import type { TransferStatus } from '../domain/transfer-status.js';
import { TRANSFER_REPOSITORY } from '../payments.tokens.js';
import { statusChanged } from './transfer-events.js';

/**
 * A status change of a locked transfer, inside the caller's transaction: the aggregate decides what
 * it does to the money (DESIGN 4); a return first gives the amount back to the day's limits, then the
 * ledger moves it (accounts locked in id order after the transfer and its usage rows: the one order
 * of every money path), then the transfer is saved and its event recorded.
 */
@Injectable()
export class TransferStatusChanges {
  constructor(
    @Inject(TRANSFER_REPOSITORY) private readonly transfers: TransferRepository,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** `movedAt` backdates the ledger's entry (demo history only). */
  async change(transfer: Transfer, status: TransferStatus, by: string | null, notes: StatusNotes = {}, movedAt?: Date): Promise<Transfer> {
    const { move, previousStatus } = transfer.changeStatus(status, by, notes, this.clock.now());
    if (move === 'return') await this.transfers.releaseUsage(transfer);
    if (move) {
      await this.commands.execute(new MoveMoney({
        kind: move === 'settle' ? 'transfer-settle' : 'transfer-return',
        memo: move === 'settle' ? `Transfer from ${transfer.fromAccountNumber}: ${transfer.description}`
          : `Returned transfer to ${transfer.toAccountNumber ?? transfer.reference ?? 'recipient'}: ${transfer.description}`,
        transactionId: transfer.id, reference: transfer.transactionCode, from: { internal: 'clearing' }, to: destinationOf(transfer, move),
        amount: transfer.amount, currency: transfer.currency, at: movedAt,
      }));
    }
    await this.transfers.save(transfer);
    await this.outbox.record(statusChanged(transfer, move, previousStatus));
    return transfer;
  }
}

/** Settled money goes to the payee's account, or out of the bank for an international transfer; returned money to the source. */
function destinationOf(t: Transfer, move: 'settle' | 'return'): AccountRef {
  if (move === 'settle' && t.channel === 'international') return { internal: 'external' };
  const account = move === 'settle' ? t.toAccountId : t.fromAccountId;
  if (!account) throw new AccountClosed();
  return { accountId: account };
}
