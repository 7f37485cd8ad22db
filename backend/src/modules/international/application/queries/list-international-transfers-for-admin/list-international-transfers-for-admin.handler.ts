import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminInternationalTransferDto, AdminInternationalTransferPage } from '@bank/contracts/international';
import { ListAccountHolders, type AccountHolder } from '../../../../accounts/public/account-holders.query.js';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import { ListInternationalTransfersForAdmin } from '../../../public/international-admin.api.js';
import type { InternationalQueries, StaffTransferView } from '../international-queries.js';

/**
 * The transfers with their customers' ids and names, from accounts' copy of identity's profiles
 * (ListAccountHolders): a customer made a moment ago shows blank until that copy catches up.
 */
export async function withCustomers(queries: QueryBus, views: StaffTransferView[]): Promise<AdminInternationalTransferDto[]> {
  const userIds = [...new Set(views.map((v) => v.userId))];
  const holders = userIds.length ? await queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ userIds })) : [];
  const byId = new Map(holders.map((h) => [h.userId, h]));
  return views.map((view) => {
    const holder = byId.get(view.userId);
    return { ...view, customerId: holder?.customerId ?? '', customerName: holder ? `${holder.firstName} ${holder.lastName}`.trim() : '' };
  });
}

@QueryHandler(ListInternationalTransfersForAdmin)
export class ListInternationalTransfersForAdminHandler implements IQueryHandler<ListInternationalTransfersForAdmin, AdminInternationalTransferPage> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly transfers: InternationalQueries, private readonly queries: QueryBus) {}

  async execute({ filter, page }: ListInternationalTransfersForAdmin): Promise<AdminInternationalTransferPage> {
    // A search may be a customer id: accounts' copy of the customers says whose.
    const term = filter.search?.trim();
    const [customer] = term ? await this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ customerId: term.toUpperCase() })) : [];
    const views = await this.transfers.forAdmin({ ...filter, customerUserId: customer?.userId ?? null }, page);
    return { ...views, items: await withCustomers(this.queries, views.items) };
  }
}
