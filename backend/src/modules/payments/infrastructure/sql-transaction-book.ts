import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { Money } from '../../../shared/money/money.js';
import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import { outboxRows } from '../../../shared/outbox/outbox.js';
import { IdempotencyKeyReused } from '../domain/payment.errors.js';
import type { StoredResponse, TransactionBook, TransactionRecord } from '../domain/transaction-record.js';

const COLUMNS = `id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, from_user_id, to_user_id,
  amount, currency, amount_usd, type, status, money_state, held_for_review, description, reference, credit_note, admin_notes, created_at, updated_at`;

/** Bank time for daily and monthly limits (the Banking tab shows UTC-5 Eastern). */
const BANK_TIME_ZONE = 'America/New_York';

@Injectable()
export class SqlTransactionBook implements TransactionBook {
  constructor(private readonly em: EntityManager) {}

  async insert(r: TransactionRecord, extras: { events?: DomainEvent[]; response?: { userId: string; key: string } & StoredResponse } = {}): Promise<void> {
    const response = extras.response;
    await sql(this.em,
      `with inserted as (insert into transactions (${COLUMNS}) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)),
            events as (insert into outbox (event_type, payload, occurred_at) select * from unnest($22::text[], $23::jsonb[], $24::timestamptz[])),
            answered as (update idempotency_keys set response_status = $25, response_body = $26 where user_id = $27 and key = $28)
       select 1`,
      [r.id, r.transactionCode, r.fromAccountId, r.toAccountId, r.fromAccountNumber, r.toAccountNumber, r.fromUserId, r.toUserId,
        r.amount, r.currency, r.amountUsd, r.type, r.status, r.moneyState, r.heldForReview, r.description, r.reference,
        r.creditNote, r.adminNotes, r.createdAt, r.updatedAt,
        ...outboxRows(extras.events ?? []),
        response?.status ?? null, response ? JSON.stringify(response.body) : null, response?.userId ?? null, response?.key ?? null]);
  }

  async open(userId: string, idempotency: { key: string; requestHash: string } | null) {
    const [row] = await sql<{ claimed: boolean; today: string; this_month: string }>(this.em,
      `with claim as (
         insert into idempotency_keys (user_id, key, request_hash) select $1::uuid, $2::text, $3::text where $2::text is not null
         on conflict do nothing returning 1),
       lock as (select pg_advisory_xact_lock(hashtextextended('transfer-limits:' || $1::text, 0))),
       bank_now as (select (now() at time zone '${BANK_TIME_ZONE}') as t)
       select exists (select 1 from claim) as claimed,
              coalesce(sum(amount_usd) filter (where created_at >= date_trunc('day', bank_now.t) at time zone '${BANK_TIME_ZONE}'), 0)::text as today,
              coalesce(sum(amount_usd), 0)::text as this_month
       from lock, bank_now
       left join transactions on from_user_id = $1::uuid and type = 'transfer' and money_state <> 'returned'
         and created_at >= date_trunc('month', bank_now.t) at time zone '${BANK_TIME_ZONE}'
       group by bank_now.t`,
      [userId, idempotency?.key ?? null, idempotency?.requestHash ?? null]);
    const sent = { sentToday: Money.fromDb(row.today, 'USD').toString(), sentThisMonth: Money.fromDb(row.this_month, 'USD').toString() };
    if (!idempotency || row.claimed) return { previous: null, ...sent };
    return { previous: await this.storedResponse(userId, idempotency), ...sent };
  }

  /** Only on a replay: the answer given the first time, if the key was used for this same request. */
  private async storedResponse(userId: string, { key, requestHash }: { key: string; requestHash: string }): Promise<StoredResponse> {
    const [row] = await sql<{ request_hash: string; response_status: number; response_body: unknown }>(this.em,
      `select request_hash, response_status, response_body from idempotency_keys where user_id = $1 and key = $2`, [userId, key]);
    if (row.request_hash !== requestHash) throw new IdempotencyKeyReused();
    return { status: row.response_status, body: row.response_body };
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
