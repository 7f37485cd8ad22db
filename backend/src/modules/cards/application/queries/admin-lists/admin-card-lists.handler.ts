import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import type { CursorPage } from '@bank/contracts/paging';
import { isUuid } from '../../../../../shared/ids.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { CARD_QUERIES } from '../../../cards.tokens.js';
import { maskCardNumber } from '../../../domain/card-number.js';
import type { CardQueries, StaffCardView } from '../card-queries.js';
import { GetAdminCard, ListAllCards, ListCardApplications } from './admin-card-lists.js';

/** Title case of the name on the card ("ALEX MORGAN" → "Alex Morgan"): the customer's name when they applied. */
const customerName = (holder: string) => holder.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());

/** The cards' accounts, through accounts' public query (their numbers and types are accounts' data). */
async function accountsOf(queries: QueryBus, cards: StaffCardView[]): Promise<Map<string, AccountIdentity>> {
  if (cards.length === 0) return new Map();
  const accounts = await queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: [...new Set(cards.map((c) => c.accountId))], accountNumbers: [] }));
  return new Map(accounts.map((a) => [a.id, a]));
}

/** The cards' account numbers; a card whose account closed after the page was read is left out (the page is one shorter). */
async function withAccounts<T>(queries: QueryBus, page: CursorPage<StaffCardView>, map: (card: StaffCardView, account: AccountIdentity) => T): Promise<CursorPage<T>> {
  const accounts = await accountsOf(queries, page.items);
  return { ...page, items: page.items.flatMap((c) => { const account = accounts.get(c.accountId); return account ? [map(c, account)] : []; }) };
}

const cardDto = (c: StaffCardView, account: AccountIdentity): AdminDebitCardDto => ({
  id: c.id, accountId: c.accountId, accountNumber: account.accountNumber, accountType: account.accountType, customerName: customerName(c.cardHolderName),
  cardNumber: c.last4 && maskCardNumber(c.last4), last4: c.last4, cardHolderName: c.cardHolderName,
  expiryMonth: c.expiryMonth, expiryYear: c.expiryYear, cardType: c.cardType, isActive: c.isActive, status: c.status, disabledBy: c.disabledBy,
  createdAt: c.createdAt,
});

const applicationDto = (c: StaffCardView, account: AccountIdentity): CardApplicationDto => ({
  id: c.id, customerName: customerName(c.cardHolderName), accountNumber: account.accountNumber, accountType: account.accountType,
  cardType: c.cardType, deliveryAddress: c.deliveryAddress, createdAt: c.createdAt, status: c.status, rejectionReason: c.rejectionReason,
});

@QueryHandler(ListAllCards)
export class ListAllCardsHandler implements IQueryHandler<ListAllCards, CursorPage<AdminDebitCardDto>> {
  constructor(@Inject(CARD_QUERIES) private readonly cards: CardQueries, private readonly queries: QueryBus) {}

  async execute({ page }: ListAllCards): Promise<CursorPage<AdminDebitCardDto>> {
    return withAccounts(this.queries, await this.cards.inForce(page), cardDto);
  }
}

@QueryHandler(GetAdminCard)
export class GetAdminCardHandler implements IQueryHandler<GetAdminCard, AdminDebitCardDto | null> {
  constructor(@Inject(CARD_QUERIES) private readonly cards: CardQueries, private readonly queries: QueryBus) {}

  async execute({ cardId }: GetAdminCard): Promise<AdminDebitCardDto | null> {
    const card = isUuid(cardId) ? await this.cards.one(cardId) : null;
    const account = card && (await accountsOf(this.queries, [card])).get(card.accountId);
    return card && account ? cardDto(card, account) : null;
  }
}

@QueryHandler(ListCardApplications)
export class ListCardApplicationsHandler implements IQueryHandler<ListCardApplications, CursorPage<CardApplicationDto>> {
  constructor(@Inject(CARD_QUERIES) private readonly cards: CardQueries, private readonly queries: QueryBus) {}

  async execute({ status, page }: ListCardApplications): Promise<CursorPage<CardApplicationDto>> {
    return withAccounts(this.queries, await this.cards.applications(status, page), applicationDto);
  }
}
