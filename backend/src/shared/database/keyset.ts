import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAGE_TOTAL_CAP, PagingMessages, type CursorPage } from '@bank/contracts/paging';
import { ValidationFailed } from '../errors/domain-error.js';
import { SecretSigner } from '../security/secret-signer.js';
import { sql, type SqlOptions } from './sql.js';

/**
 * Keyset paging, the one mechanism behind every list that can grow (docs/decisions/keyset-paging.md).
 * A list is ordered by a few keys, all descending (or all ascending, for a queue), the last one unique; a page is the rows after
 * the previous page's last row, so page 1,000 costs what page 1 costs when an index serves the
 * order. The cursor carries that last row's keys, signed so a client cannot forge one.
 */
export interface KeysetKey {
  /** A column or expression of the listed rows, e.g. `created_at`. */
  sql: string;
  type: 'timestamptz' | 'uuid' | 'bigint' | 'text';
}

export class Keyset {
  /** `direction`: newest first (`desc`, most lists) or oldest first (`asc`, a work queue). */
  constructor(readonly list: string, readonly keys: readonly KeysetKey[], readonly direction: 'desc' | 'asc' = 'desc') {}

  /** `order by` text: every key in the list's direction. */
  get orderBy(): string {
    return this.keys.map((k) => `${k.sql} ${this.direction}`).join(', ');
  }

  /** Select-list text naming each key's value as text (`keyset_0`, …), for the next cursor. */
  get select(): string {
    return this.keys.map((k, i) => `${k.type === 'timestamptz' ? `to_char(${k.sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `${k.sql}::text`} as keyset_${i}`).join(', ');
  }

  /** A condition: rows after `position` in this order (`true` for the first page). Pushes its values onto `params`. */
  after(position: readonly string[] | null, params: unknown[]): string {
    if (!position) return 'true';
    const values = this.keys.map((k, i) => { params.push(position[i]); return `$${params.length}::${k.type}`; });
    return `(${this.keys.map((k) => k.sql).join(', ')}) ${this.direction === 'desc' ? '<' : '>'} (${values.join(', ')})`;
  }
}

/** A row read with `Keyset.select`: it has `keyset_0`, `keyset_1`, … */
type KeysetRow = { keyset_0: string };

/** The signing purpose of cursors, part of their format (see SecretSigner); a cursor's signature keeps 22 characters. */
const CURSOR = 'page-cursor';
const CURSOR_SIGNATURE_CHARS = 22;

/** Signs and checks cursors. */
@Injectable()
export class PageCursors {
  constructor(private readonly signer: SecretSigner) {}

  encode(keyset: Keyset, row: KeysetRow): string {
    const body = Buffer.from(JSON.stringify(keyset.keys.map((_, i) => (row as unknown as Record<string, string>)[`keyset_${i}`]))).toString('base64url');
    return `${body}.${this.signer.sign(CURSOR, `${keyset.list}:${body}`, CURSOR_SIGNATURE_CHARS)}`;
  }

  /** The position a cursor names; null for none. A cursor not made by this server for this list is a 400. */
  decode(keyset: Keyset, cursor: string | undefined): string[] | null {
    if (cursor === undefined || cursor === '') return null;
    const [body, signature, extra] = cursor.split('.');
    if (extra !== undefined || !body || !signature || !this.signer.verify(CURSOR, `${keyset.list}:${body}`, signature, CURSOR_SIGNATURE_CHARS)) {
      throw new ValidationFailed(PagingMessages.CURSOR_INVALID, [{ field: 'cursor', message: PagingMessages.CURSOR_INVALID }]);
    }
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as string[];
  }

  /** `rows` were read with `limit + 1`: the extra row only says there is a next page. */
  page<R extends KeysetRow, T>(keyset: Keyset, rows: R[], limit: number, map: (row: R) => T, total: Total): CursorPage<T> {
    const shown = rows.slice(0, limit);
    return {
      items: shown.map(map),
      nextCursor: rows.length > limit ? this.encode(keyset, shown[shown.length - 1]) : null,
      ...total,
    };
  }
}

export type Total = Pick<CursorPage<unknown>, 'total' | 'totalCapped'>;

/**
 * How many rows `from` (the text after `select 1`: `from … where …`) has, counted only up to
 * PAGE_TOTAL_CAP so a count never reads more than that many rows.
 */
export async function cappedCount(em: EntityManager, from: string, params: unknown[], cap = PAGE_TOTAL_CAP, options: SqlOptions = {}): Promise<Total> {
  const [row] = await sql<{ n: string }>(em, `select count(*) as n from (select 1 ${from} limit ${cap + 1}) capped`, params, options);
  return capped(Number(row.n), cap);
}

/** A count read with `limit cap + 1`, as the page shows it. */
export function capped(count: number, cap = PAGE_TOTAL_CAP): Total {
  return { total: Math.min(count, cap), totalCapped: count > cap };
}

/** Later pages: the client keeps the first page's total. */
export const NOT_COUNTED: Total = { total: null, totalCapped: false };
