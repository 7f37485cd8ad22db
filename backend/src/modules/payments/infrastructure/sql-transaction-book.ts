import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { Money } from '../../../shared/money/money.js';
import type { TransactionBook, TransactionRecord } from '../domain/transaction-record.js';

const COLUMNS = `id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, from_user_id, to_user_id,
  amount, currency, amount_usd, type, status, money_state, held_for_review, description, reference, credit_note, admin_notes, created_at, updated_at`;

/** Bank time for daily and monthly limits (the Banking tab shows UTC-5 Eastern). */
const BANK_TIME_ZONE = 'America/New_York';

@Injectable()
export class SqlTransactionBook implements TransactionBook {
  constructor(private readonly em: EntityManager) {}

  async insert(r: TransactionRecord): Promise<void> {
    await sql(this.em,
      `insert into transactions (${COLUMNS}) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)`,
      [r.id, r.transactionCode, r.fromAccountId, r.toAccountId, r.fromAccountNumber, r.toAccountNumber, r.fromUserId, r.toUserId,
        r.amount, r.currency, r.amountUsd, r.type, r.status, r.moneyState, r.heldForReview, r.description, r.reference,
        r.creditNote, r.adminNotes, r.createdAt, r.updatedAt]);
  }

  async lock(id: string): Promise<TransactionRecord | null> {
    const [row] = await sql<Row>(this.em, `select ${COLUMNS} from transactions where id = $1 for update`, [id]);
    return row ? toRecord(row) : null;
  }

  async updateStatus(id: string, c: Parameters<TransactionBook['updateStatus']>[1]): Promise<TransactionRecord> {
    const [row] = await sql<Row>(this.em,
      `update transactions set status = $2, money_state = $3, status_updated_by = $4, status_updated_at = now(), updated_at = now(),
         admin_notes = coalesce($5, admin_notes), credit_note = coalesce($6, credit_note)
       where id = $1 returning ${COLUMNS}`,
      [id, c.status, c.moneyState, c.by, c.adminNotes ?? null, c.creditNote ?? null]);
    return toRecord(row);
  }

  async sentInUsd(userId: string): Promise<{ today: string; thisMonth: string }> {
    const [row] = await sql<{ today: string; this_month: string }>(this.em,
      `with lock as (select pg_advisory_xact_lock(hashtextextended('transfer-limits:' || $1, 0))),
            bank_now as (select (now() at time zone '${BANK_TIME_ZONE}') as t)
       select coalesce(sum(amount_usd) filter (where created_at >= date_trunc('day', bank_now.t) at time zone '${BANK_TIME_ZONE}'), 0)::text as today,
              coalesce(sum(amount_usd), 0)::text as this_month
       from lock, bank_now
       left join transactions on from_user_id = $1::uuid and type = 'transfer' and money_state <> 'returned'
         and created_at >= date_trunc('month', bank_now.t) at time zone '${BANK_TIME_ZONE}'
       group by bank_now.t`, [userId]);
    return { today: Money.fromDb(row.today, 'USD').toString(), thisMonth: Money.fromDb(row.this_month, 'USD').toString() };
  }
}

type Row = {
  id: string; transaction_code: string; from_account_id: string | null; to_account_id: string | null; from_account_number: string | null;
  to_account_number: string | null; from_user_id: string | null; to_user_id: string | null; amount: string; currency: string; amount_usd: string;
  type: TransactionRecord['type']; status: TransactionRecord['status']; money_state: TransactionRecord['moneyState']; held_for_review: boolean;
  description: string; reference: string | null; credit_note: string | null; admin_notes: string | null; created_at: Date; updated_at: Date;
};

export function toRecord(r: Row): TransactionRecord {
  return {
    id: r.id, transactionCode: r.transaction_code, fromAccountId: r.from_account_id, toAccountId: r.to_account_id,
    fromAccountNumber: r.from_account_number, toAccountNumber: r.to_account_number, fromUserId: r.from_user_id, toUserId: r.to_user_id,
    amount: r.amount, currency: r.currency, amountUsd: r.amount_usd, type: r.type, status: r.status, moneyState: r.money_state,
    heldForReview: r.held_for_review, description: r.description, reference: r.reference, creditNote: r.credit_note,
    adminNotes: r.admin_notes, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
  };
}
