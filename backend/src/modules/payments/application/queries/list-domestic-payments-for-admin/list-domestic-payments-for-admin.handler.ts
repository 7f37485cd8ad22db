import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListAccountHolders, type AccountHolder } from '../../../../accounts/public/account-holders.query.js';
import { TRANSFER_QUERIES } from '../../../payments.tokens.js';
import { ListDomesticPaymentsForAdmin, type AdminDomesticPaymentPage } from '../../../public/admin-payment-list.query.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';

/**
 * Payments' transfers with the sender's name, which accounts keeps (its holders' projection): a
 * search for a customer id finds its customer there first; a page's names are read for the page.
 */
@QueryHandler(ListDomesticPaymentsForAdmin)
export class ListDomesticPaymentsForAdminHandler implements IQueryHandler<ListDomesticPaymentsForAdmin, AdminDomesticPaymentPage> {
  constructor(@Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries, private readonly queries: QueryBus) {}

  async execute({ filter, page }: ListDomesticPaymentsForAdmin): Promise<AdminDomesticPaymentPage> {
    const term = filter.search?.trim();
    const [customer] = term ? await this.holders({ customerId: term.toUpperCase() }) : [];
    const found = await this.transfers.domesticForAdmin({ ...filter, customerUserId: customer?.userId ?? null }, page);
    const senders = [...new Set(found.items.map((p) => p.fromUserId).filter((id): id is string => id !== null))];
    const names = new Map((senders.length ? await this.holders({ userIds: senders }) : []).map((h) => [h.userId, `${h.firstName} ${h.lastName}`]));
    return { ...found, items: found.items.map(({ fromUserId, ...payment }) => ({ ...payment, customerName: (fromUserId && names.get(fromUserId)) || '' })) };
  }

  private holders(by: ListAccountHolders['by']): Promise<AccountHolder[]> {
    return this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders(by));
  }
}
