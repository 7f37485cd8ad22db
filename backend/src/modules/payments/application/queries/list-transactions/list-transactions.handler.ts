import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TransactionDto, TransactionQuery } from '@bank/contracts/accounts';
import { DEFAULT_PAGE_LIMIT, PAGE_TOTAL_CAP, type CursorPage } from '@bank/contracts/paging';
import { capped, cappedCount, Keyset, NOT_COUNTED, PageCursors, type Total } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { toRecord } from '../../../infrastructure/sql-transaction-book.js';
import { toTransactionDto } from '../../transaction.mapper.js';

export class ListTransactions {
  constructor(readonly userId: string, readonly filter: TransactionQuery) {}
}

const KEYSET = new Keyset('transactions', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

/** What search matches; must stay equal to the expression of transactions_search_trgm_idx (migration 20261124000500). */
const SEARCH_TEXT = `(description || chr(31) || transaction_code || chr(31) || coalesce(from_account_number, '') || chr(31)
  || coalesce(to_account_number, '') || chr(31) || amount::text)`;

/** A search first reads this many of the history's rows in order; only a rarer term goes to the trigram index. */
const SEARCH_WALK_ROWS = PAGE_TOTAL_CAP;

type Row = Parameters<typeof toRecord>[0] & { keyset_0: string; keyset_1: string };

/**
 * The customer's own transactions, newest first, with search and filters, one keyset page at a
 * time (docs/decisions/keyset-paging.md). The history is the rows the customer (or the account)
 * sent plus those it received, each side read in order from its own index and merged, so a page
 * reads about `limit` rows however long the history is.
 */
@QueryHandler(ListTransactions)
export class ListTransactionsHandler implements IQueryHandler<ListTransactions, CursorPage<TransactionDto>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus, private readonly cursors: PageCursors) {}

  async execute({ userId, filter }: ListTransactions): Promise<CursorPage<TransactionDto>> {
    const position = this.cursors.decode(KEYSET, filter.cursor);
    const limit = filter.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const bind = (value: unknown) => { params.push(value); return `$${params.length}`; };

    let sides: [string, string];
    if (filter.accountId) {
      const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: filter.accountId }));
      if (!account || account.userId !== userId) throw new AccountNotFound();
      const id = bind(account.id);
      sides = [`from_account_id = ${id}`, `to_account_id = ${id} and from_account_id is distinct from ${id}`];
    } else {
      const id = bind(userId);
      sides = [`from_user_id = ${id}`, `to_user_id = ${id} and from_user_id is distinct from ${id}`];
    }
    const filters = ['true'];
    if (filter.status) filters.push(`status = ${bind(filter.status)}`);
    if (filter.type) filters.push(`type = ${bind(filter.type)}`);
    if (filter.from) filters.push(`created_at >= ${bind(filter.from)}::timestamptz`);
    if (filter.to) filters.push(`created_at < ${bind(filter.to)}::timestamptz`);
    const where = filters.join(' and ');
    const countParams = [...params];
    const after = KEYSET.after(position, params);
    // At most `rows` of the history after the cursor, in order: each side is an index range of its
    // own, limited inside its arm so the planner reads it in order and merges the two (Merge Append).
    const history = (rows: number, columns: string, from = after) => `(
      (select ${columns} from payments.transactions where ${sides[0]} and ${where} and ${from} order by ${KEYSET.orderBy} limit ${rows})
      union all
      (select ${columns} from payments.transactions where ${sides[1]} and ${where} and ${from} order by ${KEYSET.orderBy} limit ${rows})) history`;

    const first = position === null;
    const toPage = (rows: Row[], total: Total) =>
      this.cursors.page(KEYSET, rows, limit, (r) => toTransactionDto(toRecord(r)), first ? total : NOT_COUNTED);

    if (!filter.search) {
      const [rows, total] = await Promise.all([
        sql<Row>(this.em, `select *, ${KEYSET.select} from ${history(limit + 1, '*')} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
        first ? cappedCount(this.em, `from ${history(PAGE_TOTAL_CAP + 1, '1', 'true')}`, countParams) : NOT_COUNTED,
      ]);
      return toPage(rows, total);
    }

    const term = bind(`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`);
    // A common term: the next rows of the history hold a page of matches, found by reading them in order.
    const walk = `select *, ${SEARCH_TEXT} ilike ${term} as hit
      from ${history(SEARCH_WALK_ROWS, '*')} order by ${KEYSET.orderBy} limit ${SEARCH_WALK_ROWS}`;
    if (first) {
      // The first page also counts the matches among the rows it read: exact when that was the whole history.
      const walked = await sql<Row & { walked: string; hits: string }>(this.em,
        `with walk as materialized (${walk})
         select page.*, counts.walked, counts.hits
         from (select count(*) as walked, count(*) filter (where hit) as hits from walk) counts
         left join lateral (select *, ${KEYSET.select} from walk where hit order by ${KEYSET.orderBy} limit ${limit + 1}) page on true`, params);
      const hits = walked.filter((r) => r.id !== null);
      const [{ walked: read, hits: found }] = walked;
      const wholeHistory = Number(read) < SEARCH_WALK_ROWS;
      if (hits.length > limit || wholeHistory) {
        return toPage(hits, wholeHistory ? capped(Number(found)) : { total: Number(found), totalCapped: true });
      }
    } else {
      // Later pages stop reading at the page's last match.
      const rows = await sql<Row>(this.em,
        `select *, ${KEYSET.select} from (${walk}) walk where hit order by ${KEYSET.orderBy} limit ${limit + 1}`, params);
      if (rows.length > limit) return toPage(rows, NOT_COUNTED);
    }
    // A rare term: few rows match it, so the trigram index finds them all and they are sorted here.
    const rows = await sql<Row & { matched: string }>(this.em,
      `with matches as materialized (
         select * from payments.transactions where ${SEARCH_TEXT} ilike ${term} and ((${sides[0]}) or (${sides[1]})) and ${where})
       select *, ${KEYSET.select}, (select count(*) from matches) as matched from matches
       where ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params);
    return toPage(rows, capped(rows.length ? Number(rows[0].matched) : 0));
  }
}
