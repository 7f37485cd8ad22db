import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { IdempotencyKeyReused } from '../domain/payment.errors.js';
import type { IdempotencyStore } from '../domain/transaction-record.js';

/**
 * Idempotency keys live in the money-moving transaction: the claim is a row insert, so a
 * concurrent retry with the same key waits on it and then sees the stored answer; a failed
 * request rolls its claim back and may be retried.
 */
@Injectable()
export class SqlIdempotencyStore implements IdempotencyStore {
  constructor(private readonly em: EntityManager) {}

  async claim(userId: string, key: string, requestHash: string): Promise<{ status: number; body: unknown } | null> {
    const claimed = await sql(this.em,
      `insert into idempotency_keys (user_id, key, request_hash) values ($1, $2, $3) on conflict do nothing returning key`,
      [userId, key, requestHash]);
    if (claimed.length) return null;
    const [row] = await sql<{ request_hash: string; response_status: number; response_body: unknown }>(this.em,
      `select request_hash, response_status, response_body from idempotency_keys where user_id = $1 and key = $2`, [userId, key]);
    if (row.request_hash !== requestHash) throw new IdempotencyKeyReused();
    return { status: row.response_status, body: row.response_body };
  }

  async complete(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await sql(this.em, `update idempotency_keys set response_status = $3, response_body = $4 where user_id = $1 and key = $2`,
      [userId, key, status, JSON.stringify(body)]);
  }
}
