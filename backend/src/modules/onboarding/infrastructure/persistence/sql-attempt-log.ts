import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, sqlRun } from '../../../../shared/database/sql.js';
import type { AttemptLog } from '../../domain/attempt-log.js';

/**
 * Attempts as rows stamped with the database's `now()`, counted on onboarding_attempts_key_idx. A
 * counter log, not an aggregate: plain statements, the key lock an advisory transaction lock.
 */
@Injectable()
export class SqlAttemptLog implements AttemptLog {
  constructor(private readonly em: EntityManager) {}

  async lockKey(bucket: string, key: string): Promise<void> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtextextended($1, 17))`, [`${bucket}:${key}`]);
  }

  async countRecent(bucket: string, key: string, windowMinutes: number): Promise<number> {
    const [{ n }] = await sql<{ n: number }>(this.em,
      `select count(*)::int as n from onboarding.onboarding_attempts where bucket = $1 and key = $2 and created_at > now() - make_interval(mins => $3)`,
      [bucket, key, windowMinutes]);
    return n;
  }

  async record(bucket: string, key: string): Promise<string> {
    const [row] = await sql<{ id: string }>(this.em, `insert into onboarding.onboarding_attempts (bucket, key) values ($1, $2) returning id::text`, [bucket, key]);
    return row.id;
  }

  async remove(ids: string[]): Promise<void> {
    await sqlRun(this.em, `delete from onboarding.onboarding_attempts where id = any($1::bigint[])`, [ids]);
  }

  removeOlderThan(hours: number): Promise<number> {
    return sqlRun(this.em, `delete from onboarding.onboarding_attempts where created_at < now() - make_interval(hours => $1)`, [hours]);
  }
}
