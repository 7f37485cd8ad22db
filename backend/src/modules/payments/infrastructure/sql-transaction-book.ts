import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { DomainEvent } from '../../../shared/outbox/domain-event.js';
import { outboxRows } from '../../../shared/outbox/outbox.js';
import { IdempotencyKeyReused } from '../domain/payment.errors.js';
import { BANK_TIME_ZONE } from '../domain/transfer-limits.js';
import type { TransferOpening, StoredResponse, TransactionBook, TransactionRecord, TransferOpened, TransferRefusal } from '../domain/transaction-record.js';

const COLUMNS = `id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, from_user_id, to_user_id,
  amount, currency, amount_usd, type, status, money_state, held_for_review, description, reference, credit_note, admin_notes, created_at, updated_at, channel`;


@Injectable()
export class SqlTransactionBook implements TransactionBook {
  constructor(private readonly em: EntityManager) {}

  async insert(r: TransactionRecord, extras: { events?: DomainEvent[] } = {}): Promise<void> {
    // A customer's transfer booked here (the demo history) counts against the limits of its bank day,
    // as one opened by openTransfer does.
    await sql(this.em,
      `with inserted as (insert into payments.transactions (${COLUMNS}) values (${placeholders(1, 22)})),
       counted as (
         insert into payments.transfer_usage as u (user_id, bank_day, amount_usd)
         select $7, ($20::timestamptz at time zone '${BANK_TIME_ZONE}')::date, $11::numeric
         where $12 = 'transfer' and $7::uuid is not null and $14 <> 'returned'
         on conflict (user_id, bank_day) do update set amount_usd = u.amount_usd + excluded.amount_usd)
       insert into platform.outbox (event_type, payload, occurred_at) select * from unnest($23::text[], $24::jsonb[], $25::timestamptz[])`,
      [...recordValues(r), ...outboxRows(extras.events ?? [])]);
  }

  async openTransfer(o: TransferOpening): Promise<TransferOpened> {
    const r = o.record;
    try {
      const [row] = await sql<{ outcome: 'opened' | 'replay' }>(this.em, openTransferText(o.attachment), [
        r.fromUserId, o.idempotency?.key ?? null, o.idempotency?.requestHash ?? null, o.idempotency ? JSON.stringify(o.idempotency.answer.body) : null,
        o.idempotency?.answer.status ?? null, o.stepUp.tokenHash, o.stepUp.payloadHash, o.limits.dailyUsd, o.limits.monthlyUsd, o.memo,
        ...recordValues(r), ...outboxRows(o.events), o.stepUp.purpose, ...(o.attachment ? [JSON.stringify(o.attachment.row)] : []),
      ]);
      if (row.outcome === 'opened') return { opened: true };
      return { opened: false, replay: await this.storedResponse(r.fromUserId!, o.idempotency!) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return refusal;
    }
  }

  /** Only on a replay: the answer given the first time, if the key was used for this same request. */
  private async storedResponse(userId: string, { key, requestHash }: { key: string; requestHash: string }): Promise<StoredResponse> {
    const [row] = await sql<{ request_hash: string; response_status: number; response_body: unknown }>(this.em,
      `select request_hash, response_status, response_body from platform.idempotency_keys where user_id = $1 and key = $2`, [userId, key]);
    if (row.request_hash !== requestHash) throw new IdempotencyKeyReused();
    return { status: row.response_status, body: row.response_body };
  }

  async lock(id: string): Promise<TransactionRecord | null> {
    const [row] = await sql<Row>(this.em, `select ${COLUMNS} from payments.transactions where id = $1 for update`, [id]);
    return row ? toRecord(row) : null;
  }

  async updateStatus(id: string, c: Parameters<TransactionBook['updateStatus']>[1]): Promise<TransactionRecord> {
    const [row] = await sql<Row>(this.em,
      `with before as (select money_state, type, from_user_id, amount_usd, created_at from payments.transactions where id = $1),
       released as (
         update payments.transfer_usage u set amount_usd = greatest(u.amount_usd - before.amount_usd, 0) from before
         where $3 = 'returned' and before.money_state <> 'returned' and before.type = 'transfer'
           and u.user_id = before.from_user_id and u.bank_day = (before.created_at at time zone '${BANK_TIME_ZONE}')::date)
       update payments.transactions set status = $2, money_state = $3, status_updated_by = $4, status_updated_at = now(), updated_at = now(),
         admin_notes = coalesce($5, admin_notes), credit_note = coalesce($6, credit_note)
       where id = $1 returning ${COLUMNS}`,
      [id, c.status, c.moneyState, c.by, c.adminNotes ?? null, c.creditNote ?? null]);
    return toRecord(row);
  }
}

function placeholders(first: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}

/** The values of COLUMNS, in order. */
function recordValues(r: TransactionRecord): unknown[] {
  return [r.id, r.transactionCode, r.fromAccountId, r.toAccountId, r.fromAccountNumber, r.toAccountNumber, r.fromUserId, r.toUserId,
    r.amount, r.currency, r.amountUsd, r.type, r.status, r.moneyState, r.heldForReview, r.description, r.reference,
    r.creditNote, r.adminNotes, r.createdAt, r.updatedAt, r.channel];
}

/**
 * The whole opening of a transfer in one statement; see TransactionBook.openTransfer.
 * Every write waits for `go` (no key, or the key claimed now), so a replay changes nothing. The
 * accounts' owners, numbers and currency may come from the handler's memory, so `source` and
 * `payee` check them against the rows; a transfer that leaves the bank (international) has no
 * payee account. The writes that decide work on the row they lock (the token and the debit re-check their condition;
 * the day's total is added to under the lock and then compared with the limits), so concurrent
 * transfers cannot both pass; when any check fails, the final select calls `refuse`, which aborts
 * the statement and undoes every write. Refusals are reported in the order
 * the customer should hear them: accounts changed, restricted, token, then what the token's holder may learn about
 * the accounts (source inactive, payee inactive), limits, funds.
 * $1 user, $2–$5 idempotency key, request hash, answer body and status, $6–$7 token and payload
 * hashes, $8–$9 daily and monthly limits in USD, $10 memo, $11–$32 the record (COLUMNS),
 * $33–$35 the outbox rows, $36 the step-up purpose; with an attachment, $37 its row as JSON.
 */
const OPEN_TRANSFER = `
  with claim as (
    insert into platform.idempotency_keys (user_id, key, request_hash, response_body, response_status)
    select $1, $2::text, $3, $4::jsonb, $5 where $2::text is not null
    on conflict do nothing returning 1),
  go as (select $2::text is null or exists (select 1 from claim) as ok),
  source as (select is_active = 'true' as active from accounts.accounts where id = $13 and account_number = $15 and user_id = $1 and currency = $20),
  payee as (
    select is_active = 'true' as active from accounts.accounts where id = $14 and account_number = $16 and user_id = $18 and currency = $20
    union all select true where $14::uuid is null and $32 = 'international'),
  sender as (select transaction_restricted, restriction_reason from identity.users where id = $1),
  spent as (
    update identity.step_up_authorizations set used_at = now()
    where token_hash = $6 and user_id = $1 and purpose = $36 and payload_hash = $7
      and used_at is null and expires_at > now() and (select ok from go)
    returning id),
  bank as (select (now() at time zone '${BANK_TIME_ZONE}')::date as today),
  earlier as (
    select coalesce(sum(u.amount_usd), 0) as amount from bank left join payments.transfer_usage u
      on u.user_id = $1 and u.bank_day >= date_trunc('month', bank.today)::date and u.bank_day < bank.today),
  counted as (
    insert into payments.transfer_usage as u (user_id, bank_day, amount_usd)
    select $1, bank.today, $21::numeric from bank, go where go.ok
    on conflict (user_id, bank_day) do update set amount_usd = u.amount_usd + excluded.amount_usd
    returning amount_usd as today),
  debited as (
    update accounts.accounts set balance = balance - $19::numeric, updated_at = now()
    where id = $13 and user_id = $1 and currency = $20 and is_active = 'true'
      and balance - $19::numeric >= -coalesce(credit_limit, 0) and (select ok from go)
    returning id),
  entry as (
    insert into accounts.journal_entries (transaction_id, kind, memo, reference, created_at)
    select $11, 'transfer-hold', $10, $12, now() from debited returning id, created_at),
  posted as (
    insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
    select entry.id, p.account_id, p.amount, $20, entry.created_at
    from entry, (values ($13::uuid, -$19::numeric),
                        ((select id from accounts.accounts where internal_purpose = 'clearing' and currency = $20), $19::numeric)) as p(account_id, amount)),
  recorded as (
    insert into payments.transactions (${COLUMNS}) select ${placeholders(11, 22)} from debited),
  events as (
    insert into platform.outbox (event_type, payload, occurred_at) select e.* from debited, unnest($33::text[], $34::jsonb[], $35::timestamptz[]) as e)
  select case
    when not go.ok then 'replay'
    when not exists (select 1 from source) or not exists (select 1 from payee) then payments.refuse('ACCOUNTS_CHANGED')::text
    when sender.transaction_restricted then payments.refuse('RESTRICTED', sender.restriction_reason)::text
    when not exists (select 1 from spent) then payments.refuse('AUTHORIZATION_INVALID')::text
    when not (select active from source) then payments.refuse('ACCOUNT_INACTIVE')::text
    when not (select active from payee) then payments.refuse('PAYEE_INACTIVE')::text
    when (select today from counted) > $8::numeric then payments.refuse('DAILY_LIMIT')::text
    when (select amount from earlier) + (select today from counted) > $9::numeric then payments.refuse('MONTHLY_LIMIT')::text
    when not exists (select 1 from debited) then payments.refuse(case
      when (select is_active = 'true' from accounts.accounts where id = $13) then 'INSUFFICIENT_FUNDS' else 'ACCOUNT_INACTIVE' end)::text
    else 'opened' end as outcome
  from go left join sender on true`;

const attachedTexts = new Map<string, string>();

/**
 * OPEN_TRANSFER, with the attachment's insert and checks when there is one: one fixed text per
 * table, columns and checks, so it is prepared once per connection.
 */
function openTransferText(attachment: TransferOpening['attachment']): string {
  if (!attachment) return OPEN_TRANSFER;
  const checks = attachment.checks ?? [];
  const key = `${attachment.table}(${attachment.columns.join(',')})${checks.map((c) => `[${c.check}: ${c.condition}]`).join('')}`;
  let text = attachedTexts.get(key);
  if (!text) {
    if (!/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(attachment.table) || !attachment.columns.every((name) => /^[a-z_][a-z0-9_]*$/.test(name))) throw new Error(`not a table or column name: ${key}`);
    if (!checks.every((c) => /^[A-Z_]+$/.test(c.check))) throw new Error(`a check's name is upper-case letters and _: ${key}`);
    const columns = attachment.columns.join(', ');
    // The caller's checks come first after a replay: they say whether this transfer may be decided at all.
    const checked = checks.map((c) => `    when not coalesce((${c.condition}), false) then payments.refuse('CHECK', '${c.check}')::text\n`).join('');
    text = OPEN_TRANSFER.replace(/\n  select case\n    when not go.ok then 'replay'\n/, `,
  attached as (
    insert into ${attachment.table} (${columns})
    select ${attachment.columns.map((c) => `r.${c}`).join(', ')} from debited, json_populate_record(null::${attachment.table}, $37::json) as r)
  select case
    when not go.ok then 'replay'
${checked}`);
    if (text === OPEN_TRANSFER) throw new Error('the transfer statement has no final select to attach to');
    attachedTexts.set(key, text);
  }
  return text;
}

/** A refusal raised by the statement's \`refuse(reason, explanation)\` (SQLSTATE BK001), or null for any other error. */
function refusalOf(error: unknown): TransferRefusal | null {
  const e = error as { code?: string; message?: string; detail?: string };
  if (e?.code !== 'BK001') return null;
  if (e.message === 'RESTRICTED') return { refused: 'RESTRICTED', explanation: e.detail || null };
  if (e.message === 'CHECK') return { refused: 'CHECK_FAILED', check: e.detail ?? '' };
  return { refused: e.message as Exclude<TransferRefusal['refused'], 'RESTRICTED' | 'CHECK_FAILED'> };
}

type Row = {
  id: string; transaction_code: string; from_account_id: string | null; to_account_id: string | null; from_account_number: string | null;
  to_account_number: string | null; from_user_id: string | null; to_user_id: string | null; amount: string; currency: string; amount_usd: string;
  type: TransactionRecord['type']; status: TransactionRecord['status']; money_state: TransactionRecord['moneyState']; held_for_review: boolean;
  description: string; reference: string | null; credit_note: string | null; admin_notes: string | null; created_at: Date; updated_at: Date;
  channel: TransactionRecord['channel'];
};

export function toRecord(r: Row): TransactionRecord {
  return {
    id: r.id, transactionCode: r.transaction_code, fromAccountId: r.from_account_id, toAccountId: r.to_account_id,
    fromAccountNumber: r.from_account_number, toAccountNumber: r.to_account_number, fromUserId: r.from_user_id, toUserId: r.to_user_id,
    amount: r.amount, currency: r.currency, amountUsd: r.amount_usd, type: r.type, status: r.status, moneyState: r.money_state,
    heldForReview: r.held_for_review, description: r.description, reference: r.reference, creditNote: r.credit_note,
    adminNotes: r.admin_notes, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at), channel: r.channel,
  };
}
