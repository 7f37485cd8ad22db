import { Inject } from '@nestjs/common';
import { QueryHandler, QueryBus, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import type { DebitCardDto } from '@bank/contracts/cards';
import { ListMyAccounts } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { CARD_QUERIES } from '../../../cards.tokens.js';
import type { CardQueries } from '../card-queries.js';
import { ListMyCards } from './list-my-cards.query.js';

/** The customer's cards with their accounts' numbers and types, as accounts answers them: a card of a closed account is left out. */
@QueryHandler(ListMyCards)
export class ListMyCardsHandler implements IQueryHandler<ListMyCards, DebitCardDto[]> {
  constructor(@Inject(CARD_QUERIES) private readonly cards: CardQueries, private readonly queries: QueryBus) {}

  async execute({ userId, accountId }: ListMyCards): Promise<DebitCardDto[]> {
    const [cards, accounts] = await Promise.all([
      this.cards.ofCustomer(userId, accountId),
      this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId)),
    ]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    if (accountId && !byId.has(accountId)) throw new AccountNotFound();
    return cards.flatMap((card) => {
      const account = byId.get(card.accountId);
      return account ? [{ ...card, accountNumber: account.accountNumber, accountType: account.accountType }] : [];
    });
  }
}
