import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { TransferRepository } from '../../../domain/transfer.repository.js';
import { TRANSFER_QUERIES, TRANSFER_REPOSITORY } from '../../../payments.tokens.js';
import { CountTodayTransactions, CountTransfersInFlight, LockTransferForAdmin, type LockedTransfer } from '../../../public/admin-payments.api.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';

@QueryHandler(CountTransfersInFlight)
export class CountTransfersInFlightHandler implements IQueryHandler<CountTransfersInFlight, number> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries) {}
  execute({ accountIds }: CountTransfersInFlight): Promise<number> {
    return this.transfers.countInFlight(accountIds);
  }
}

@QueryHandler(CountTodayTransactions)
export class CountTodayTransactionsHandler implements IQueryHandler<CountTodayTransactions, number> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries) {}
  execute(): Promise<number> {
    return this.transfers.countToday();
  }
}

@QueryHandler(LockTransferForAdmin)
export class LockTransferForAdminHandler implements IQueryHandler<LockTransferForAdmin, LockedTransfer | null> {
  constructor(@Inject(TRANSFER_REPOSITORY) private readonly transfers: TransferRepository, private readonly tx: TransactionRunner) {}
  execute({ transactionId }: LockTransferForAdmin): Promise<LockedTransfer | null> {
    return this.tx.run(async () => {
      const t = await this.transfers.lock(transactionId);
      if (!t || t.channel !== 'domestic') return null;
      const transfer = {
        id: t.id, transactionCode: t.transactionCode, status: t.status, moneyState: t.moneyState, amount: t.amount, currency: t.currency,
        adminNotes: t.adminNotes, creditNote: t.creditNote,
      };
      return { transfer, ownerId: t.fromUserId ?? t.toUserId };
    });
  }
}

export const ADMINISTER_PAYMENTS_HANDLERS = [CountTransfersInFlightHandler, CountTodayTransactionsHandler, LockTransferForAdminHandler];
