import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountCardDto } from '@bank/contracts/cards';
import { CARD_QUERIES } from '../../../cards.tokens.js';
import { ListAccountCards } from '../../../public/cards.api.js';
import type { CardQueries } from '../card-queries.js';

@QueryHandler(ListAccountCards)
export class ListAccountCardsHandler implements IQueryHandler<ListAccountCards, Record<string, AccountCardDto>> {
  constructor(@Inject(CARD_QUERIES) private readonly cards: CardQueries) {}

  execute({ accountIds }: ListAccountCards): Promise<Record<string, AccountCardDto>> {
    return this.cards.ofAccounts(accountIds);
  }
}
