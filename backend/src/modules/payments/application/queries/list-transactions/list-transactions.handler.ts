import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TransactionDto, TransactionQuery } from '@bank/contracts/accounts';
import type { CursorPage } from '@bank/contracts/paging';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { TRANSFER_QUERIES } from '../../../payments.tokens.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';
import { toTransactionDto } from '../../transaction.mapper.js';

export class ListTransactions {
  constructor(readonly userId: string, readonly filter: TransactionQuery) {}
}

/** The customer's own transactions (or one of their accounts'), newest first, with search and filters, a keyset page at a time. */
@QueryHandler(ListTransactions)
export class ListTransactionsHandler implements IQueryHandler<ListTransactions, CursorPage<TransactionDto>> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries, private readonly queries: QueryBus) {}

  async execute({ userId, filter }: ListTransactions): Promise<CursorPage<TransactionDto>> {
    let by: { userId: string } | { accountId: string } = { userId };
    if (filter.accountId) {
      const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: filter.accountId }));
      if (!account || account.userId !== userId) throw new AccountNotFound();
      by = { accountId: account.id };
    }
    const page = await this.transfers.history(by, filter);
    return { ...page, items: page.items.map(toTransactionDto) };
  }
}
