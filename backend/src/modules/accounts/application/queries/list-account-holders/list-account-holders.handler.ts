import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_QUERIES } from '../../../accounts.tokens.js';
import { ListAccountHolders, type AccountHolder } from '../../../public/account-holders.query.js';
import type { AccountQueries } from '../../ports/account-queries.js';

@QueryHandler(ListAccountHolders)
export class ListAccountHoldersHandler implements IQueryHandler<ListAccountHolders, AccountHolder[]> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  execute({ by }: ListAccountHolders): Promise<AccountHolder[]> {
    return this.accounts.holders(by);
  }
}
