import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import type { TransactionBook } from '../../../domain/transaction-record.js';
import { BANK_TIME_ZONE } from '../../../domain/transfer-limits.js';
import { TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { CountTodayTransactions, CountTransfersInFlight, LockTransferForAdmin, type AdminTransferView } from '../../../public/admin-payments.api.js';

@QueryHandler(CountTransfersInFlight)
export class CountTransfersInFlightHandler implements IQueryHandler<CountTransfersInFlight, number> {
  constructor(private readonly em: EntityManager) {}
  async execute({ accountIds }: CountTransfersInFlight): Promise<number> {
    const ids = accountIds.filter(isUuid);
    if (!ids.length) return 0;
    const [row] = await sql<{ n: string }>(this.em,
      `select count(*)::text as n from payments.transactions
       where money_state = 'held' and (from_account_id = any($1::uuid[]) or to_account_id = any($1::uuid[]))`, [ids]);
    return Number(row.n);
  }
}

@QueryHandler(CountTodayTransactions)
export class CountTodayTransactionsHandler implements IQueryHandler<CountTodayTransactions, number> {
  constructor(private readonly em: EntityManager) {}
  async execute(): Promise<number> {
    const [row] = await sql<{ n: string }>(this.em,
      `select count(*)::text as n from payments.transactions
       where created_at >= (date_trunc('day', now() at time zone '${BANK_TIME_ZONE}') at time zone '${BANK_TIME_ZONE}')`);
    return Number(row.n);
  }
}

@QueryHandler(LockTransferForAdmin)
export class LockTransferForAdminHandler implements IQueryHandler<LockTransferForAdmin, AdminTransferView | null> {
  constructor(@Inject(TRANSACTION_BOOK) private readonly book: TransactionBook, private readonly tx: TransactionRunner) {}
  execute({ transactionId }: LockTransferForAdmin): Promise<AdminTransferView | null> {
    if (!isUuid(transactionId)) return Promise.resolve(null);
    return this.tx.run(async () => {
      const r = await this.book.lock(transactionId);
      if (!r || r.type !== 'transfer' || r.channel !== 'domestic') return null;
      return {
        id: r.id, transactionCode: r.transactionCode, status: r.status, moneyState: r.moneyState, amount: r.amount, currency: r.currency,
        adminNotes: r.adminNotes, creditNote: r.creditNote,
      };
    });
  }
}

export const ADMINISTER_PAYMENTS_HANDLERS = [CountTransfersInFlightHandler, CountTodayTransactionsHandler, LockTransferForAdminHandler];
