import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import type { TransactionQuery, TransactionStatus } from '@bank/contracts/accounts';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, type CursorPage, type CursorQuery } from '@bank/contracts/paging';
import { capped, cappedCount, Keyset, NOT_COUNTED, PageCursors, type Total } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import { isUuid } from '../../../shared/ids.js';
import type { AdminDomesticPaymentRow, TransactionRecord, TransferQueries } from '../application/ports/transfer-queries.js';
import type { TransferChannel } from '../domain/transfer.js';
import { BANK_TIME_ZONE } from '../domain/transfer-limits.js';

const HISTORY = new Keyset('transactions', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);
const ADMIN_DOMESTIC = new Keyset('admin-domestic-payments', [{ sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' }]);

/** What search matches; must stay equal to the expression of transactions_search_trgm_idx (migration 20261124000500). */
const SEARCH_TEXT = `(description || chr(31) || transaction_code || chr(31) || coalesce(from_account_number, '') || chr(31)
  || coalesce(to_account_number, '') || chr(31) || amount::text)`;

/**
 * A search first reads this many of the history's rows in order; only a rarer term goes to the
 * trigram index. A thousand rows hold a page of any term common enough to be found that way (one
 * row in 50), and read in a few milliseconds: at 10,000, every first page of a rare term read
 * 10,000 rows before turning to the index (p50 122 ms against 9 ms for a 100-row customer, `npm run bench:reads`).
 */
const SEARCH_WALK_ROWS = 1_000;

type HistoryRow = {
  id: string; transaction_code: string; from_account_id: string | null; to_account_id: string | null; from_account_number: string | null;
  to_account_number: string | null; amount: string; currency: string; type: TransactionRecord['type']; status: TransactionRecord['status'];
  money_state: TransactionRecord['moneyState']; description: string; reference: string | null; credit_note: string | null; created_at: Date; updated_at: Date;
  keyset_0: string; keyset_1: string;
};
const HISTORY_COLUMNS = `id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, amount::text as amount, currency,
  type, status, money_state, description, reference, credit_note, created_at, updated_at`;

function toRecord(r: HistoryRow): TransactionRecord {
  return {
    id: r.id, transactionCode: r.transaction_code, fromAccountId: r.from_account_id, toAccountId: r.to_account_id, fromAccountNumber: r.from_account_number,
    toAccountNumber: r.to_account_number, amount: r.amount, currency: r.currency, type: r.type, status: r.status, moneyState: r.money_state,
    description: r.description, reference: r.reference, creditNote: r.credit_note, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
  };
}

/** Payments' reads over payments' own tables. */
@Injectable()
export class SqlTransferQueries implements TransferQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async ofCustomer(userId: string, transactionId: string): Promise<(TransactionRecord & { channel: TransferChannel }) | null> {
    if (!isUuid(transactionId)) return null;
    const [row] = await sql<HistoryRow & { channel: TransferChannel }>(this.em,
      `select ${HISTORY_COLUMNS}, channel, null as keyset_0, null as keyset_1 from payments.transactions where id = $1 and (from_user_id = $2 or to_user_id = $2)`,
      [transactionId, userId]);
    return row ? { ...toRecord(row), channel: row.channel } : null;
  }

  /**
   * The history is the rows the customer (or the account) sent plus those it received, each side read
   * in order from its own index and merged, so a page reads about `limit` rows however long the
   * history is (docs/decisions/keyset-paging.md).
   */
  async history(by: { userId: string } | { accountId: string }, filter: TransactionQuery): Promise<CursorPage<TransactionRecord>> {
    const position = this.cursors.decode(HISTORY, filter.cursor);
    const limit = filter.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const bind = (value: unknown) => { params.push(value); return `$${params.length}`; };

    let sides: [string, string];
    if ('accountId' in by) {
      const id = bind(by.accountId);
      sides = [`from_account_id = ${id}`, `to_account_id = ${id} and from_account_id is distinct from ${id}`];
    } else {
      const id = bind(by.userId);
      sides = [`from_user_id = ${id}`, `to_user_id = ${id} and from_user_id is distinct from ${id}`];
    }
    const filters = ['true'];
    if (filter.status) filters.push(`status = ${bind(filter.status)}`);
    if (filter.type) filters.push(`type = ${bind(filter.type)}`);
    if (filter.from) filters.push(`created_at >= ${bind(filter.from)}::timestamptz`);
    if (filter.to) filters.push(`created_at < ${bind(filter.to)}::timestamptz`);
    const where = filters.join(' and ');
    const countParams = [...params];
    const after = HISTORY.after(position, params);
    // At most `rows` of the history after the cursor, in order: each side is an index range of its
    // own, limited inside its arm so the planner reads it in order and merges the two (Merge Append).
    const history = (rows: number, columns: string, from = after) => `(
      (select ${columns} from payments.transactions where ${sides[0]} and ${where} and ${from} order by ${HISTORY.orderBy} limit ${rows})
      union all
      (select ${columns} from payments.transactions where ${sides[1]} and ${where} and ${from} order by ${HISTORY.orderBy} limit ${rows})) history`;

    // Planned with this customer's id, never once per connection (docs/decisions/keyset-paging.md,
    // "Plans per customer"): a prepared statement's generic plan estimates "rows of one customer"
    // from the whole table, which a customer with a million rows dominates; that plan then counted
    // a 10,000-row customer's history by reading the whole table (386 ms instead of 8).
    const planning = { planEachCall: true };
    const first = position === null;
    const toPage = (rows: HistoryRow[], total: Total) => this.cursors.page(HISTORY, rows, limit, toRecord, first ? total : NOT_COUNTED);

    if (!filter.search) {
      const [rows, total] = await Promise.all([
        sql<HistoryRow>(this.em, `select ${HISTORY_COLUMNS}, ${HISTORY.select} from ${history(limit + 1, '*')} order by ${HISTORY.orderBy} limit ${limit + 1}`, params, planning),
        first ? cappedCount(this.em, `from ${history(PAGE_TOTAL_CAP + 1, '1', 'true')}`, countParams, undefined, planning) : NOT_COUNTED,
      ]);
      return toPage(rows, total);
    }

    const term = bind(`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`);
    // A common term: the next rows of the history hold a page of matches, found by reading them in order.
    const walk = `select *, ${SEARCH_TEXT} ilike ${term} as hit
      from ${history(SEARCH_WALK_ROWS, '*')} order by ${HISTORY.orderBy} limit ${SEARCH_WALK_ROWS}`;
    if (first) {
      // The first page also counts the matches among the rows it read: exact when that was the whole history.
      const walked = await sql<HistoryRow & { walked: string; hits: string }>(this.em,
        `with walk as materialized (${walk})
         select page.*, counts.walked, counts.hits
         from (select count(*) as walked, count(*) filter (where hit) as hits from walk) counts
         left join lateral (select ${HISTORY_COLUMNS}, ${HISTORY.select} from walk where hit order by ${HISTORY.orderBy} limit ${limit + 1}) page on true`, params, planning);
      const hits = walked.filter((r) => r.id !== null);
      const [{ walked: read, hits: found }] = walked;
      const wholeHistory = Number(read) < SEARCH_WALK_ROWS;
      if (hits.length > limit || wholeHistory) {
        return toPage(hits, wholeHistory ? capped(Number(found)) : { total: Number(found), totalCapped: true });
      }
    } else {
      // Later pages stop reading at the page's last match.
      const rows = await sql<HistoryRow>(this.em,
        `select ${HISTORY_COLUMNS}, ${HISTORY.select} from (${walk}) walk where hit order by ${HISTORY.orderBy} limit ${limit + 1}`, params, planning);
      if (rows.length > limit) return toPage(rows, NOT_COUNTED);
    }
    // A rare term: few rows match it, so the trigram index finds them all and they are sorted here.
    const rows = await sql<HistoryRow & { matched: string }>(this.em,
      `with matches as materialized (
         select * from payments.transactions where ${SEARCH_TEXT} ilike ${term} and ((${sides[0]}) or (${sides[1]})) and ${where})
       select ${HISTORY_COLUMNS}, ${HISTORY.select}, (select count(*) from matches) as matched from matches
       where ${after} order by ${HISTORY.orderBy} limit ${limit + 1}`, params, planning);
    return toPage(rows, capped(rows.length ? Number(rows[0].matched) : 0));
  }

  /** The transfers' keyset indexes (transactions_transfers_keyset_idx, …_status_keyset_idx) serve the order. */
  async domesticForAdmin(filter: { status?: TransactionStatus; search?: string; customerUserId?: string | null }, page: CursorQuery): Promise<CursorPage<AdminDomesticPaymentRow>> {
    const position = this.cursors.decode(ADMIN_DOMESTIC, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    let where = `t.type = 'transfer' and t.channel = 'domestic'`;
    if (filter.status) {
      params.push(filter.status);
      where += ` and t.status = $${params.length}`;
    }
    const term = filter.search?.trim();
    if (term) {
      params.push(term.toUpperCase(), filter.customerUserId ?? null);
      const [p, customer] = [`$${params.length - 1}`, `$${params.length}::uuid`];
      where += ` and (t.transaction_code like ${p} || '%' or t.from_account_number = ${p} or t.to_account_number = ${p}
        or t.from_user_id = ${customer} or t.to_user_id = ${customer})`;
    }
    const filterParams = [...params];
    // A search's best plan depends on the term (docs/decisions/admin-lists-and-search.md).
    const planning = { planEachCall: Boolean(term) };
    const after = ADMIN_DOMESTIC.after(position, params);
    const from = `from payments.transactions t where ${where}`;
    type Row = {
      id: string; transaction_code: string; from_account_number: string | null; to_account_number: string | null; amount: string;
      currency: AdminDomesticPaymentDto['currency']; status: AdminDomesticPaymentDto['status']; description: string; admin_notes: string | null;
      credit_note: string | null; held_for_review: boolean; status_updated_by: string | null; status_updated_at: Date | null; created_at: Date;
      from_user_id: string | null; keyset_0: string; keyset_1: string;
    };
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select t.id, t.transaction_code, t.from_account_number, t.to_account_number, t.amount::text as amount, t.currency, t.status, t.description,
                t.admin_notes, t.credit_note, t.held_for_review, t.status_updated_by, t.status_updated_at, t.created_at, t.from_user_id, ${ADMIN_DOMESTIC.select}
         ${from} and ${after} order by ${ADMIN_DOMESTIC.orderBy} limit ${limit + 1}`, params, planning),
      position === null ? cappedCount(this.em, from, filterParams, undefined, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(ADMIN_DOMESTIC, rows, limit, (r): AdminDomesticPaymentRow => ({
      id: r.id, transactionCode: r.transaction_code, fromAccountNumber: r.from_account_number, toAccountNumber: r.to_account_number,
      amount: r.amount, currency: r.currency, status: r.status, description: r.description, adminNotes: r.admin_notes, creditNote: r.credit_note,
      heldForReview: r.held_for_review, statusUpdatedBy: r.status_updated_by, statusUpdatedAt: r.status_updated_at ? new Date(r.status_updated_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(), fromUserId: r.from_user_id,
    }), total);
  }

  async countInFlight(accountIds: string[]): Promise<number> {
    const ids = accountIds.filter(isUuid);
    if (!ids.length) return 0;
    const [row] = await sql<{ n: string }>(this.em,
      `select count(*)::text as n from payments.transactions
       where money_state = 'held' and (from_account_id = any($1::uuid[]) or to_account_id = any($1::uuid[]))`, [ids]);
    return Number(row.n);
  }

  async countToday(): Promise<number> {
    const [row] = await sql<{ n: string }>(this.em,
      `select count(*)::text as n from payments.transactions
       where created_at >= (date_trunc('day', now() at time zone '${BANK_TIME_ZONE}') at time zone '${BANK_TIME_ZONE}')`);
    return Number(row.n);
  }

  async usage(userId: string, payeeKey: string | null): Promise<{ todayUsd: string; earlierThisMonthUsd: string; payeeTodayUsd: string | null }> {
    const [row] = await sql<{ today: string; earlier: string; payee: string | null }>(this.em,
      `with bank as (select (now() at time zone '${BANK_TIME_ZONE}')::date as today)
       select coalesce((select amount_usd from payments.transfer_usage where user_id = $1 and bank_day = bank.today), 0)::text as today,
              coalesce((select sum(amount_usd) from payments.transfer_usage
                        where user_id = $1 and bank_day >= date_trunc('month', bank.today)::date and bank_day < bank.today), 0)::text as earlier,
              case when $2::text is null then null
                   else coalesce((select amount_usd from payments.payee_usage where user_id = $1 and bank_day = bank.today and payee_key = $2), 0)::text end as payee
       from bank`, [userId, payeeKey]);
    return { todayUsd: row.today, earlierThisMonthUsd: row.earlier, payeeTodayUsd: row.payee };
  }

  async dueForSettlement(delaySeconds: number, after: { createdAt: Date; id: string } | null, limit: number): Promise<{ id: string; createdAt: Date }[]> {
    const rows = await sql<{ id: string; created_at: Date }>(this.em,
      `select id, created_at from payments.transactions
       where money_state = 'held' and status = 'processing' and type = 'transfer' and not held_for_review and channel = 'domestic'
         and created_at <= now() - make_interval(secs => $1) and ($2::timestamptz is null or (created_at, id) > ($2::timestamptz, $3::uuid))
       order by created_at, id limit ${limit}`,
      [delaySeconds, after?.createdAt ?? null, after?.id ?? null]);
    return rows.map((r) => ({ id: r.id, createdAt: new Date(r.created_at) }));
  }
}
