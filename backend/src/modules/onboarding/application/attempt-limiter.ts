import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, sqlRun } from '../../../shared/database/sql.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMinutes: number;
}

/**
 * Counts attempts on the signed-out routes. An attempt is claimed (and committed) before the work
 * it guards, under advisory locks on its keys taken in a fixed order, so a burst of parallel
 * requests cannot all pass the count before any of them is recorded (as the sign-in throttle,
 * docs/decisions/sign-in-throttle.md). A claim that should not count (a right answer) is released.
 */
@Injectable()
export class AttemptLimiter {
  constructor(private readonly em: EntityManager, private readonly tx: TransactionRunner) {}

  /** The claimed rows' ids, or null when any limit is reached (nothing is recorded then). */
  claim(limits: Limit[]): Promise<string[] | null> {
    const ordered = [...limits].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
    return this.tx.run(async () => {
      for (const limit of ordered) {
        await sql(this.em, `select pg_advisory_xact_lock(hashtextextended($1, 17))`, [`${limit.bucket}:${limit.key}`]);
      }
      for (const limit of ordered) {
        const [{ n }] = await sql<{ n: number }>(this.em,
          `select count(*)::int as n from onboarding.onboarding_attempts where bucket = $1 and key = $2 and created_at > now() - make_interval(mins => $3)`,
          [limit.bucket, limit.key, limit.windowMinutes]);
        if (n >= limit.max) return null;
      }
      const ids: string[] = [];
      for (const limit of ordered) {
        const [row] = await sql<{ id: string }>(this.em, `insert into onboarding.onboarding_attempts (bucket, key) values ($1, $2) returning id::text`, [limit.bucket, limit.key]);
        ids.push(row.id);
      }
      return ids;
    });
  }

  async release(ids: string[]): Promise<void> {
    if (ids.length) await sqlRun(this.em, `delete from onboarding.onboarding_attempts where id = any($1::bigint[])`, [ids]);
  }

  /** Old rows no window looks at any more (the purge job). */
  purgeOlderThan(hours: number): Promise<number> {
    return sqlRun(this.em, `delete from onboarding.onboarding_attempts where created_at < now() - make_interval(hours => $1)`, [hours]);
  }
}
