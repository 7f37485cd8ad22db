import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_QUERIES } from '../../../accounts.tokens.js';
import { ListAccountsForAdmin, type AdminAccountPage } from '../../../public/admin-account-list.query.js';
import type { AccountQueries } from '../../ports/account-queries.js';

@QueryHandler(ListAccountsForAdmin)
export class ListAccountsForAdminHandler implements IQueryHandler<ListAccountsForAdmin, AdminAccountPage> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  execute({ search, page }: ListAccountsForAdmin): Promise<AdminAccountPage> {
    return this.accounts.listForAdmin(search, page);
  }
}
