import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, sqlRun } from '../../../shared/database/sql.js';
import { DebitCard, type Actor, type CardStatus, type CardType } from '../domain/debit-card.js';
import type { CardEvent, DebitCardRepository } from '../domain/debit-card.repository.js';

interface CardRow {
  id: string; account_id: string; user_id: string; card_number: string | null; card_holder_name: string;
  expiry_month: number | null; expiry_year: number | null; cvv_encrypted: string | null; card_type: CardType;
  delivery_address: string | null; pin_hash: string | null; daily_limit: string; status: CardStatus; is_active: boolean;
  disabled_by: Actor | null; rejection_reason: string | null; processed_by: string | null; processed_at: Date | null;
  created_at: Date; updated_at: Date;
}

const COLUMNS = `id, account_id, user_id, card_number, card_holder_name, expiry_month, expiry_year, cvv_encrypted, card_type,
  delivery_address, pin_hash, daily_limit::text as daily_limit, status, is_active, disabled_by, rejection_reason, processed_by, processed_at,
  created_at, updated_at`;

function toCard(r: CardRow): DebitCard {
  return DebitCard.restore({
    id: r.id, accountId: r.account_id, userId: r.user_id, cardHolderName: r.card_holder_name, cardType: r.card_type,
    deliveryAddress: r.delivery_address, pinHash: r.pin_hash, dailyLimit: r.daily_limit, status: r.status, isActive: r.is_active,
    disabledBy: r.disabled_by, rejectionReason: r.rejection_reason,
    issued: r.card_number && r.cvv_encrypted && r.expiry_month && r.expiry_year
      ? { cardNumber: r.card_number, cvvEncrypted: r.cvv_encrypted, expiryMonth: r.expiry_month, expiryYear: r.expiry_year } : null,
    processedBy: r.processed_by, processedAt: r.processed_at, createdAt: r.created_at, updatedAt: r.updated_at,
  });
}

@Injectable()
export class SqlDebitCardRepository implements DebitCardRepository {
  constructor(private readonly em: EntityManager) {}

  async lock(cardId: string, ownerId?: string): Promise<DebitCard | null> {
    const [row] = await sql<CardRow>(this.em,
      `select ${COLUMNS} from cards.debit_cards where id = $1 and ($2::uuid is null or user_id = $2) for update`, [cardId, ownerId ?? null]);
    return row ? toCard(row) : null;
  }

  async insert(card: DebitCard): Promise<boolean> {
    const c = card.snapshot;
    const inserted = await sqlRun(this.em,
      `insert into cards.debit_cards (id, account_id, user_id, card_holder_name, card_type, delivery_address, pin_hash, daily_limit, status, is_active,
         card_number, expiry_month, expiry_year, cvv_encrypted, processed_by, processed_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
       on conflict (account_id) where status in ('pending', 'active') do nothing`,
      [c.id, c.accountId, c.userId, c.cardHolderName, c.cardType, c.deliveryAddress, c.pinHash, c.dailyLimit, c.status, c.isActive,
        c.issued?.cardNumber ?? null, c.issued?.expiryMonth ?? null, c.issued?.expiryYear ?? null, c.issued?.cvvEncrypted ?? null,
        c.processedBy, c.processedAt, c.createdAt]);
    return inserted === 1;
  }

  async update(card: DebitCard): Promise<void> {
    const c = card.snapshot;
    await sql(this.em,
      `update cards.debit_cards set status = $2, is_active = $3, disabled_by = $4, rejection_reason = $5, card_number = $6, expiry_month = $7,
         expiry_year = $8, cvv_encrypted = $9, processed_by = $10, processed_at = $11, updated_at = $12
       where id = $1`,
      [c.id, c.status, c.isActive, c.disabledBy, c.rejectionReason, c.issued?.cardNumber ?? null, c.issued?.expiryMonth ?? null,
        c.issued?.expiryYear ?? null, c.issued?.cvvEncrypted ?? null, c.processedBy, c.processedAt, c.updatedAt]);
  }

  async numberTaken(cardNumber: string): Promise<boolean> {
    const rows = await sql(this.em, `select 1 from cards.debit_cards where card_number = $1`, [cardNumber]);
    return rows.length > 0;
  }

  async addWalletToken(p: { id: string; cardId: string; walletType: 'apple' | 'google'; token: string }): Promise<boolean> {
    return (await sqlRun(this.em,
      `insert into cards.card_wallet_tokens (id, card_id, wallet_type, token) values ($1, $2, $3, $4) on conflict (card_id, wallet_type) do nothing`,
      [p.id, p.cardId, p.walletType, p.token])) === 1;
  }

  async recordHistory(cardId: string, actorUserId: string | null, event: CardEvent, detail: Record<string, unknown> = {}): Promise<void> {
    await sql(this.em, `insert into cards.card_history (card_id, actor_user_id, event, detail) values ($1, $2, $3, $4)`,
      [cardId, actorUserId, event, JSON.stringify(detail)]);
  }

  async countReveals(userId: string, since: Date): Promise<number> {
    const [row] = await sql<{ n: number }>(this.em,
      `select count(*)::int as n from cards.card_history where actor_user_id = $1 and event in ('revealed', 'reveal-refused') and created_at >= $2`,
      [userId, since]);
    return row.n;
  }
}
