import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SESSION } from '@bank/contracts/identity';
import { sql, sqlRun } from '../database/sql.js';

/** The settings row holding the idle timeout every session's expiry is computed from. */
export const SESSION_TIMEOUT_KEY = 'session_timeout_minutes';

/** The expiry an ended session gets: in the past, so nothing reads or revives it. */
export const ENDED = `now() - interval '1 second'`;

export interface ActiveSession {
  customerId: string;
  loginTime: Date;
  lastActivity: Date;
  expiresAt: Date;
}

/**
 * The server-side sessions (platform.sessions: sid, sess json, expire) as the contexts use them:
 * identity's use cases end a user's sessions, list the live ones and set the idle timeout through
 * this service, never through the tables. A session's expiry is always its last activity plus the
 * timeout in platform.settings, computed in SQL so every instance agrees. Ending a session sets its
 * expiry in the past rather than deleting the row, so a request still in flight on it cannot save
 * it back (the store never revives an expired row); purgeEnded deletes such rows later.
 */
@Injectable()
export class Sessions {
  constructor(private readonly em: EntityManager) {}

  async listActive(): Promise<ActiveSession[]> {
    const rows = await sql<{ customer_id: string; login_time: string; last_activity: string; expire: Date }>(this.em,
      `select sess->>'customerId' as customer_id, sess->>'loginTime' as login_time, sess->>'lastActivity' as last_activity, expire
       from platform.sessions where expire > now() and sess->>'userId' is not null order by expire desc`);
    return rows.map((r) => ({
      customerId: r.customer_id,
      loginTime: new Date(Number(r.login_time)),
      lastActivity: new Date(Number(r.last_activity)),
      expiresAt: new Date(r.expire),
    }));
  }

  /** Ends every session of the user, on every instance; how many were live. */
  revokeAllOf(userId: string): Promise<number> {
    return sqlRun(this.em, `update platform.sessions set expire = ${ENDED} where sess->>'userId' = $1 and expire > now()`, [userId]);
  }

  /** Ends every session of the user but `keepSid` (the one making the request). */
  revokeAllOfExcept(userId: string, keepSid: string): Promise<number> {
    return sqlRun(this.em, `update platform.sessions set expire = ${ENDED} where sess->>'userId' = $1 and sid <> $2 and expire > now()`, [userId, keepSid]);
  }

  async timeoutMinutes(): Promise<number> {
    const [row] = await sql<{ value: number }>(this.em, `select value from platform.settings where key = $1`, [SESSION_TIMEOUT_KEY]);
    return row ? Number(row.value) : SESSION.DEFAULT_TIMEOUT_MINUTES;
  }

  /** Stores the new timeout and re-computes every live session's expiry from its last activity. Run it in a transaction. */
  async setTimeoutMinutes(minutes: number): Promise<void> {
    await sql(this.em,
      `insert into platform.settings (key, value) values ($1, to_jsonb($2::int)) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [SESSION_TIMEOUT_KEY, minutes]);
    await sql(this.em,
      `update platform.sessions set expire = to_timestamp((sess->>'lastActivity')::bigint / 1000.0) + make_interval(mins => $1)
       where sess->>'lastActivity' is not null and expire > now()`, [minutes]);
  }

  /** Deletes sessions that ended more than an hour ago (the hour outlives any request still in flight on one); how many. */
  purgeEnded(): Promise<number> {
    return sqlRun(this.em, `delete from platform.sessions where expire < now() - interval '1 hour'`);
  }
}
