import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FindAccount, type AccountSummary } from '../../../public/accounts.api.js';
import { findAccounts } from '../../find-accounts.js';

@QueryHandler(FindAccount)
export class FindAccountHandler implements IQueryHandler<FindAccount, AccountSummary | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ by }: FindAccount): Promise<AccountSummary | null> {
    const [account] = await findAccounts(this.em, { ids: [by.id], accountNumbers: [] });
    return account ?? null;
  }
}
