import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql as run } from '../database/sql.js';
import { sql, type SqlPart, type StatementCte } from '../database/statement.js';

/** A request's Idempotency-Key, the hash of its request, and the answer to store with it. */
export interface IdempotencyClaim {
  userId: SqlPart<string>;
  /** Null when the request came without a key: nothing is claimed and the statement proceeds. */
  key: SqlPart<string | null>;
  requestHash: SqlPart<string | null>;
  /** The answer's body as JSON text, and its HTTP status. */
  answerBody: SqlPart<string | null>;
  answerStatus: SqlPart<number | null>;
}

/**
 * The claim of an Idempotency-Key as a statement part (platform's table, used only here): the key is
 * stored with the answer if it is new. `proceed` is true when there is no key or it was claimed
 * now; false for a replay, when every write of the statement must wait on it and change nothing.
 */
export function claimIdempotencyKey(c: IdempotencyClaim): { ctes: StatementCte[]; proceed: SqlPart<boolean> } {
  return {
    ctes: [
      {
        name: 'platform_claim',
        body: sql`insert into platform.idempotency_keys (user_id, key, request_hash, response_body, response_status)
          select ${c.userId}::uuid, ${c.key}::text, ${c.requestHash}::text, ${c.answerBody}::jsonb, ${c.answerStatus}::int where ${c.key}::text is not null
          on conflict do nothing returning 1`,
      },
      { name: 'platform_proceed', body: sql`select ${c.key}::text is null or exists (select 1 from platform_claim) as ok` },
    ],
    proceed: sql<boolean>`(select ok from platform_proceed)`,
  };
}

/** The answers stored with Idempotency-Keys. */
@Injectable()
export class IdempotencyKeys {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores `answer` for the key unless it has one (a refusal, which the transfer statement's abort
   * left unstored); true when this answer is the key's now. Waits on a request with the same key
   * still running, so the key keeps whichever answer came first.
   */
  async keep(userId: string, key: string, requestHash: string, answer: { status: number; body: unknown }): Promise<boolean> {
    const rows = await run(this.em,
      `insert into platform.idempotency_keys (user_id, key, request_hash, response_body, response_status) values ($1, $2, $3, $4::jsonb, $5)
       on conflict do nothing returning 1`, [userId, key, requestHash, JSON.stringify(answer.body), answer.status]);
    return rows.length === 1;
  }

  /** The answer stored for this customer's key, with the hash of the request it answered; null when there is none. */
  async stored(userId: string, key: string): Promise<{ requestHash: string; status: number; body: unknown } | null> {
    const [row] = await run<{ request_hash: string; response_status: number; response_body: unknown }>(this.em,
      `select request_hash, response_status, response_body from platform.idempotency_keys where user_id = $1 and key = $2`, [userId, key]);
    return row ? { requestHash: row.request_hash, status: row.response_status, body: row.response_body } : null;
  }
}
