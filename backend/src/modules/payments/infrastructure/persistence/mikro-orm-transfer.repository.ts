import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { isUuid } from '../../../../shared/ids.js';
import { BANK_TIME_ZONE } from '../../domain/transfer-limits.js';
import { Transfer } from '../../domain/transfer.js';
import type { TransferRepository } from '../../domain/transfer.repository.js';

const COLUMNS = `id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, from_user_id, to_user_id,
  amount::text as amount, currency, amount_usd::text as amount_usd, type, status, money_state, held_for_review, description, reference, credit_note,
  admin_notes, status_updated_by, status_updated_at, created_at, updated_at, channel, payee_key`;

/**
 * Transfers through MikroORM. The locks are read with SQL (MikroORM knows no `FOR NO KEY UPDATE`, and
 * `SKIP LOCKED` is per query here) and each locked row handed to MikroORM (`em.map`), so the status
 * change the aggregate makes is saved by a flush. The usage rows are one statement each.
 */
@Injectable()
export class MikroOrmTransferRepository implements TransferRepository {
  constructor(private readonly em: EntityManager) {}

  async lock(id: string): Promise<Transfer | null> {
    if (!isUuid(id)) return null;
    const [row] = await sql(this.em, `select ${COLUMNS} from payments.transactions where id = $1 and type = 'transfer' for no key update`, [id]);
    return row ? this.em.map(Transfer, row) : null;
  }

  async lockDue(id: string): Promise<Transfer | null> {
    const [row] = await sql(this.em,
      `select ${COLUMNS} from payments.transactions
       where id = $1 and type = 'transfer' and channel = 'domestic' and money_state = 'held' and status = 'processing' and not held_for_review
       for no key update skip locked`, [id]);
    return row ? this.em.map(Transfer, row) : null;
  }

  async save(transfer: Transfer): Promise<void> {
    await this.em.persist(transfer).flush();
  }

  async addBooked(t: Transfer): Promise<void> {
    this.em.persist(t);
    await this.em.flush();
    if (!t.countsAgainstLimits() || !t.fromUserId) return;
    await sql(this.em,
      `with counted as (
         insert into payments.transfer_usage as u (user_id, bank_day, amount_usd) values ($1, ($2::timestamptz at time zone '${BANK_TIME_ZONE}')::date, $3::numeric)
         on conflict (user_id, bank_day) do update set amount_usd = u.amount_usd + excluded.amount_usd returning 1)
       insert into payments.payee_usage as u (user_id, bank_day, payee_key, amount_usd)
       select $1, ($2::timestamptz at time zone '${BANK_TIME_ZONE}')::date, $4, $3::numeric from counted where $4::text is not null
       on conflict (user_id, bank_day, payee_key) do update set amount_usd = u.amount_usd + excluded.amount_usd`,
      [t.fromUserId, t.createdAt, t.amountUsd, t.payeeKey]);
  }

  async releaseUsage(t: Transfer): Promise<void> {
    if (!t.fromUserId) return;
    await sql(this.em,
      `with released as (
         update payments.transfer_usage set amount_usd = greatest(amount_usd - $3::numeric, 0)
         where user_id = $1 and bank_day = ($2::timestamptz at time zone '${BANK_TIME_ZONE}')::date returning 1)
       update payments.payee_usage set amount_usd = greatest(amount_usd - $3::numeric, 0)
       where user_id = $1 and bank_day = ($2::timestamptz at time zone '${BANK_TIME_ZONE}')::date and payee_key = $4
         and exists (select 1 from released)`,
      [t.fromUserId, t.createdAt, t.amountUsd, t.payeeKey]);
  }
}
