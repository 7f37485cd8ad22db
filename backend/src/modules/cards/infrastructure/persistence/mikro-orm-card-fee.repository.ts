import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { CardFee } from '../../domain/card-fee.js';
import type { CardFeeRepository } from '../../domain/card-fee.repository.js';

@Injectable()
export class MikroOrmCardFeeRepository implements CardFeeRepository {
  constructor(private readonly em: EntityManager) {}

  /** `on conflict do nothing` on (card_id, month): a concurrent run waits for the first claim, then adds nothing. */
  async claim(fee: CardFee): Promise<boolean> {
    const inserted = await this.em.createQueryBuilder(CardFee).insert({ ...fee }).onConflict(['cardId', 'month']).ignore().execute('run');
    if (inserted.affectedRows !== 1) return false;
    this.em.merge(fee);
    return true;
  }

  /** `for no key update` (see MikroOrmDebitCardRepository.lock). */
  async lockOwed(feeId: string): Promise<CardFee | null> {
    const [row] = await sql<Record<string, unknown>>(this.em, `select * from cards.card_fees where id = $1 and status = 'owed' for no key update`, [feeId]);
    return row ? this.em.map(CardFee, row) : null;
  }

  async save(fee: CardFee): Promise<void> {
    await this.em.persist(fee).flush();
  }

  /** On debit_cards_paid_idx (the issued paid cards by id) and the fees' (card_id, month) key. */
  async cardsDue(month: string, issuedBefore: Date, afterId: string, limit: number): Promise<string[]> {
    const rows = await sql<{ id: string }>(this.em,
      `select c.id from cards.debit_cards c
       where c.status = 'active' and c.card_type <> 'standard' and c.id > $1 and coalesce(c.processed_at, c.created_at) < $2
         and make_date(c.expiry_year, c.expiry_month, 1) >= to_date($3, 'YYYY-MM')
         and not exists (select 1 from cards.card_fees f where f.card_id = c.id and f.month = $3)
       order by c.id limit $4`, [afterId, issuedBefore, month, limit]);
    return rows.map((r) => r.id);
  }

  /** On card_fees_owed_idx. */
  owed(after: { at: string; id: string } | null, limit: number): Promise<{ id: string; at: string }[]> {
    return sql<{ id: string; at: string }>(this.em,
      `select id, created_at::text as at from cards.card_fees where status = 'owed' and ($1::timestamptz is null or (created_at, id) > ($1::timestamptz, $2::uuid))
       order by created_at, id limit $3`, [after?.at ?? null, after?.id ?? null, limit]);
  }
}
