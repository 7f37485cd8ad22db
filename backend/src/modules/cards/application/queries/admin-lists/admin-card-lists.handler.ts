import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDebitCardDto, CardApplicationDto, CardStatus, CardType } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { last4, maskCardNumber } from '../../../domain/card-number.js';
import { ListAllCards, ListCardApplications } from './admin-card-lists.js';

interface Row {
  id: string; account_id: string; card_number: string | null; card_holder_name: string; expiry_month: number | null; expiry_year: number | null;
  card_type: CardType; delivery_address: string | null; status: CardStatus; is_active: boolean; disabled_by: 'owner' | 'admin' | null;
  rejection_reason: string | null; created_at: Date;
}

const COLUMNS = `id, account_id, card_number, card_holder_name, expiry_month, expiry_year, card_type, delivery_address, status, is_active,
  disabled_by, rejection_reason, created_at`;

/** Title case of the name on the card ("ALEX MORGAN" → "Alex Morgan"): the customer's name when they applied. */
const customerName = (holder: string) => holder.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());

async function accountsOf(queries: QueryBus, rows: Row[]): Promise<Map<string, AccountIdentity>> {
  const accounts = await queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: [...new Set(rows.map((r) => r.account_id))], accountNumbers: [] }));
  return new Map(accounts.map((a) => [a.id, a]));
}

@QueryHandler(ListAllCards)
export class ListAllCardsHandler implements IQueryHandler<ListAllCards, AdminDebitCardDto[]> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ cardId, limit }: ListAllCards): Promise<AdminDebitCardDto[]> {
    const rows = await sql<Row>(this.em,
      `select ${COLUMNS} from debit_cards where status <> 'pending' and ($2::uuid is null or id = $2) order by created_at desc, id limit $1`, [limit, cardId]);
    const accounts = await accountsOf(this.queries, rows);
    return rows.filter((r) => accounts.has(r.account_id)).map((r) => {
      const account = accounts.get(r.account_id)!;
      return {
        id: r.id, accountId: r.account_id, accountNumber: account.accountNumber, accountType: account.accountType, customerName: customerName(r.card_holder_name),
        cardNumber: r.card_number && maskCardNumber(r.card_number), last4: r.card_number && last4(r.card_number), cardHolderName: r.card_holder_name,
        expiryMonth: r.expiry_month, expiryYear: r.expiry_year, cardType: r.card_type, isActive: r.is_active, status: r.status, disabledBy: r.disabled_by,
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
  }
}

@QueryHandler(ListCardApplications)
export class ListCardApplicationsHandler implements IQueryHandler<ListCardApplications, CardApplicationDto[]> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ limit }: ListCardApplications): Promise<CardApplicationDto[]> {
    const rows = await sql<Row>(this.em,
      `(select ${COLUMNS} from debit_cards where status = 'pending' order by created_at, id limit $1)
       union all
       (select ${COLUMNS} from debit_cards where status in ('active', 'rejected') and processed_at is not null
          and exists (select 1 from card_history h where h.card_id = debit_cards.id and h.event = 'applied')
        order by processed_at desc limit 20)`, [limit]);
    const accounts = await accountsOf(this.queries, rows);
    return rows.filter((r) => accounts.has(r.account_id)).map((r) => {
      const account = accounts.get(r.account_id)!;
      return {
        id: r.id, customerName: customerName(r.card_holder_name), accountNumber: account.accountNumber, accountType: account.accountType,
        cardType: r.card_type, deliveryAddress: r.delivery_address, createdAt: new Date(r.created_at).toISOString(), status: r.status,
        rejectionReason: r.rejection_reason,
      };
    });
  }
}
