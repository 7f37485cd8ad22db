import { Injectable } from '@nestjs/common';
import { raw, type RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { CardHistoryEntry, WalletToken, type CardEvent, type WalletType } from '../../domain/card-history.js';
import { DebitCard } from '../../domain/debit-card.js';
import type { DebitCardRepository } from '../../domain/debit-card.repository.js';

/** The partial unique index that keeps one live card or application per account. */
const LIVE_PER_ACCOUNT = raw(`(account_id) where status in ('pending', 'active')`);

/**
 * Cards, their history and wallet tokens through MikroORM. The one place a card's row is read
 * and written (with its number and sealed CVV); the lists read their own columns
 * (sql-card-queries.ts) and never the full number.
 */
@Injectable()
export class MikroOrmDebitCardRepository implements DebitCardRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * `for no key update`, which MikroORM's lock modes do not offer (they stop at `for update`): it
   * serializes the card's changes without blocking other transactions that write the card's
   * history or fees, whose foreign keys only take a key-share lock on the card.
   */
  async lock(cardId: string, ownerId?: string): Promise<DebitCard | null> {
    const [row] = await sql<Record<string, unknown>>(this.em,
      `select * from cards.debit_cards where id = $1 and ($2::uuid is null or user_id = $2) for no key update`, [cardId, ownerId ?? null]);
    return row ? this.em.map(DebitCard, row) : null;
  }

  async lockLiveOfAccount(accountId: string): Promise<DebitCard[]> {
    const rows = await sql<Record<string, unknown>>(this.em,
      `select * from cards.debit_cards where account_id = $1 and status in ('pending', 'active') order by id for no key update`, [accountId]);
    return rows.map((row) => this.em.map(DebitCard, row));
  }

  find(cardId: string): Promise<DebitCard | null> {
    return this.em.findOne(DebitCard, { id: cardId });
  }

  /** `on conflict do nothing` on the live-card index, so a second application waits for the first and then adds nothing. */
  async add(card: DebitCard): Promise<boolean> {
    // The card's own fields (its getters, `issued` and `last4`, are not stored).
    const row = { ...card } as RequiredEntityData<DebitCard>;
    const inserted = await this.em.createQueryBuilder(DebitCard).insert(row).onConflict(LIVE_PER_ACCOUNT).ignore().execute('run');
    if (inserted.affectedRows !== 1) return false;
    this.em.merge(card);
    return true;
  }

  async save(card: DebitCard): Promise<void> {
    await this.em.persist(card).flush();
  }

  async numberTaken(cardNumberHash: string): Promise<boolean> {
    return (await this.em.count(DebitCard, { cardNumberHash })) > 0;
  }

  numbersInTheClear(limit: number): Promise<{ id: string; cardNumber: string }[]> {
    return sql<{ id: string; cardNumber: string }>(this.em,
      `select id, card_number as "cardNumber" from cards.debit_cards where card_number is not null order by id limit $1`, [limit]);
  }

  sealedSecrets(afterId: string, limit: number): Promise<{ id: string; cardNumberSealed: string; cvvEncrypted: string }[]> {
    return sql<{ id: string; cardNumberSealed: string; cvvEncrypted: string }>(this.em,
      `select id, card_number_sealed as "cardNumberSealed", cvv_encrypted as "cvvEncrypted" from cards.debit_cards
       where card_number_sealed is not null and cvv_encrypted is not null and id > $1 order by id limit $2`, [afterId, limit]);
  }

  async saveSealedSecrets(id: string, secrets: { cardNumberSealed: string; cardNumberHash: string; cvvEncrypted: string }): Promise<void> {
    await sql(this.em, `update cards.debit_cards set card_number_sealed = $2, card_number_hash = $3, cvv_encrypted = $4 where id = $1`,
      [id, secrets.cardNumberSealed, secrets.cardNumberHash, secrets.cvvEncrypted]);
  }

  async sealNumber(id: string, sealed: { cardNumberSealed: string; cardNumberHash: string; last4: string }): Promise<void> {
    await sql(this.em, `update cards.debit_cards set card_number = null, card_number_sealed = $2, card_number_hash = $3, last4 = $4 where id = $1`,
      [id, sealed.cardNumberSealed, sealed.cardNumberHash, sealed.last4]);
  }

  async addWalletToken(p: { id: string; cardId: string; walletType: WalletType; token: string }): Promise<boolean> {
    const inserted = await this.em.createQueryBuilder(WalletToken).insert(p).onConflict(['cardId', 'walletType']).ignore().execute('run');
    return inserted.affectedRows === 1;
  }

  async recordHistory(cardId: string, actorUserId: string | null, event: CardEvent, detail: Record<string, unknown> = {}): Promise<void> {
    await this.em.insert(CardHistoryEntry, { cardId, actorUserId, event, detail });
  }

  /** A transaction-scoped advisory lock per customer serializes the count and the insert (on card_history_reveal_requests_idx). */
  async claimReveal(cardId: string, userId: string, since: Date, limit: number, detail: Record<string, unknown>): Promise<boolean> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtextextended('cards.reveal:' || $1, 0))`, [userId]);
    const made = await this.em.count(CardHistoryEntry, { actorUserId: userId, event: 'reveal-requested', createdAt: { $gte: since } });
    if (made >= limit) return false;
    await this.recordHistory(cardId, userId, 'reveal-requested', detail);
    return true;
  }
}
