import type { Provider } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ATTEMPT_LOG, type AttemptLog } from '../security/attempt-limiter.js';
import { sql, sqlRun } from './sql.js';

/**
 * Attempts as rows stamped with the database's `now()`, in the context's own attempts table
 * (`id bigserial, bucket, key, created_at`, indexed on `(bucket, key, created_at)`). A counter log,
 * not an aggregate: plain statements, the key lock an advisory transaction lock. The table's name
 * comes from the context's module, never from input.
 */
export class SqlAttemptLog implements AttemptLog {
  constructor(private readonly em: EntityManager, private readonly table: string) {}

  async lockKey(bucket: string, key: string): Promise<void> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtextextended($1, 17))`, [`${bucket}:${key}`]);
  }

  async countRecent(bucket: string, key: string, windowMinutes: number): Promise<number> {
    const [{ n }] = await sql<{ n: number }>(this.em,
      `select count(*)::int as n from ${this.table} where bucket = $1 and key = $2 and created_at > now() - make_interval(mins => $3)`,
      [bucket, key, windowMinutes]);
    return n;
  }

  async record(bucket: string, key: string): Promise<string> {
    const [row] = await sql<{ id: string }>(this.em, `insert into ${this.table} (bucket, key) values ($1, $2) returning id::text`, [bucket, key]);
    return row.id;
  }

  async remove(ids: string[]): Promise<void> {
    await sqlRun(this.em, `delete from ${this.table} where id = any($1::bigint[])`, [ids]);
  }

  removeOlderThan(hours: number): Promise<number> {
    return sqlRun(this.em, `delete from ${this.table} where created_at < now() - make_interval(hours => $1)`, [hours]);
  }
}

/** The module's ATTEMPT_LOG: its attempts table, schema-qualified (`onboarding.onboarding_attempts`). */
export function attemptLogIn(table: string): Provider {
  return { provide: ATTEMPT_LOG, useFactory: (em: EntityManager) => new SqlAttemptLog(em, table), inject: [EntityManager] };
}
