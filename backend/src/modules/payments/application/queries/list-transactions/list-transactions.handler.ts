import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Page, TransactionDto, TransactionQuery } from '@bank/contracts/accounts';
import { sql } from '../../../../../shared/database/sql.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { toRecord } from '../../../infrastructure/sql-transaction-book.js';
import { toTransactionDto } from '../../transaction.mapper.js';

export class ListTransactions {
  constructor(readonly userId: string, readonly filter: TransactionQuery) {}
}

/** The customer's own transactions, newest first, with search and filters. */
@QueryHandler(ListTransactions)
export class ListTransactionsHandler implements IQueryHandler<ListTransactions, Page<TransactionDto>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, filter }: ListTransactions): Promise<Page<TransactionDto>> {
    const page = Math.max(1, filter.page ?? 1);
    const pageSize = Math.min(100, Math.max(1, filter.pageSize ?? 20));
    const params: unknown[] = [userId];
    const where = ['(from_user_id = $1 or to_user_id = $1)'];
    const add = (clause: (n: string) => string, value: unknown) => { params.push(value); where.push(clause(`$${params.length}`)); };

    if (filter.accountId) {
      const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: filter.accountId }));
      if (!account || account.userId !== userId) throw new AccountNotFound();
      add((n) => `(from_account_id = ${n} or to_account_id = ${n})`, account.id);
    }
    if (filter.status) add((n) => `status = ${n}`, filter.status);
    if (filter.type) add((n) => `type = ${n}`, filter.type);
    if (filter.from) add((n) => `created_at >= ${n}::timestamptz`, filter.from);
    if (filter.to) add((n) => `created_at < ${n}::timestamptz`, filter.to);
    if (filter.search) {
      add((n) => `(description ilike ${n} or transaction_code ilike ${n} or from_account_number ilike ${n} or to_account_number ilike ${n} or amount::text ilike ${n})`,
        `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`);
    }
    const rows = await sql<Parameters<typeof toRecord>[0] & { total: string }>(this.em,
      `select *, count(*) over () as total from transactions where ${where.join(' and ')}
       order by created_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`, params);
    return { items: rows.map((r) => toTransactionDto(toRecord(r))), total: rows.length ? Number(rows[0].total) : 0, page, pageSize };
  }
}
