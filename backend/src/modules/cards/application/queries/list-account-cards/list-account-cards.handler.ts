import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountCardDto, CardStatus, CardType } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { ListAccountCards } from '../../../public/cards.api.js';

interface Row { account_id: string; id: string; card_number: string | null; card_type: CardType; status: CardStatus; is_active: boolean }

@QueryHandler(ListAccountCards)
export class ListAccountCardsHandler implements IQueryHandler<ListAccountCards, Record<string, AccountCardDto>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds }: ListAccountCards): Promise<Record<string, AccountCardDto>> {
    if (accountIds.length === 0) return {};
    const rows = await sql<Row>(this.em,
      `select distinct on (account_id) account_id, id, card_number, card_type, status, is_active
       from cards.debit_cards where account_id = any($1::uuid[])
       order by account_id, (status in ('pending', 'active')) desc, created_at desc`, [accountIds]);
    return Object.fromEntries(rows.map((r) => [r.account_id, {
      id: r.id, last4: r.card_number?.slice(-4) ?? null, cardType: r.card_type, status: r.status, isActive: r.is_active ? 'true' : 'false',
    }]));
  }
}
