import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_QUERIES } from '../../../accounts.tokens.js';
import { FindAccount, type AccountSummary } from '../../../public/accounts.api.js';
import type { AccountQueries } from '../../ports/account-queries.js';

@QueryHandler(FindAccount)
export class FindAccountHandler implements IQueryHandler<FindAccount, AccountSummary | null> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  async execute({ by }: FindAccount): Promise<AccountSummary | null> {
    const [account] = await this.accounts.findAccounts({ ids: [by.id], accountNumbers: [] });
    return account ?? null;
  }
}
