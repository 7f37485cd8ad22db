import { QueryHandler, QueryBus, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDto } from '@bank/contracts/accounts';
import type { CardStatus, CardType, DebitCardDto, WalletType } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { ListMyAccounts } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { last4, maskCardNumber } from '../../../domain/card-number.js';
import { ListMyCards } from './list-my-cards.query.js';

interface Row {
  id: string; account_id: string; card_number: string | null; card_holder_name: string; expiry_month: number | null; expiry_year: number | null;
  card_type: CardType; delivery_address: string | null; daily_limit: string; status: CardStatus; is_active: boolean;
  disabled_by: 'owner' | 'admin' | null; rejection_reason: string | null; wallets: WalletType[]; created_at: Date; updated_at: Date;
}

/** Reads straight into DebitCardDto: the number masked, no CVV, no PIN (the columns are never selected). */
@QueryHandler(ListMyCards)
export class ListMyCardsHandler implements IQueryHandler<ListMyCards, DebitCardDto[]> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, accountId }: ListMyCards): Promise<DebitCardDto[]> {
    const [rows, accounts] = await Promise.all([
      sql<Row>(this.em,
        `select c.id, c.account_id, c.card_number, c.card_holder_name, c.expiry_month, c.expiry_year, c.card_type, c.delivery_address,
                c.daily_limit::text as daily_limit, c.status, c.is_active, c.disabled_by, c.rejection_reason, c.created_at, c.updated_at,
                coalesce((select array_agg(w.wallet_type order by w.wallet_type) from cards.card_wallet_tokens w where w.card_id = c.id), '{}') as wallets
         from cards.debit_cards c where c.user_id = $1 and ($2::uuid is null or c.account_id = $2)
         order by c.created_at desc, c.id`, [userId, accountId ?? null]),
      this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId)),
    ]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    if (accountId && !byId.has(accountId)) throw new AccountNotFound();
    return rows.filter((r) => byId.has(r.account_id)).map((r) => toDto(r, byId.get(r.account_id)!));
  }
}

function toDto(r: Row, account: AccountDto): DebitCardDto {
  return {
    id: r.id, accountId: r.account_id, accountNumber: account.accountNumber, accountType: account.accountType,
    cardNumber: r.card_number ? maskCardNumber(r.card_number) : null, last4: r.card_number ? last4(r.card_number) : null,
    cardHolderName: r.card_holder_name, expiryMonth: r.expiry_month, expiryYear: r.expiry_year, cardType: r.card_type,
    deliveryAddress: r.delivery_address, dailyLimit: r.daily_limit, isActive: r.is_active ? 'true' : 'false', status: r.status,
    disabledBy: r.disabled_by, rejectionReason: r.rejection_reason, wallets: r.wallets,
    createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
  };
}
