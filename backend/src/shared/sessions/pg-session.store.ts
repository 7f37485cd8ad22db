import session from 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION } from '@bank/contracts/identity';
import { sql } from '../database/sql.js';
import { ENDED, SESSION_TIMEOUT_KEY } from './sessions.js';

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

/**
 * express-session store on the `sessions` table. The expiry is computed in SQL from the session's
 * `lastActivity` and the timeout in `settings`, so the idle timeout is enforced by the server and
 * an administrator's change applies at once. A save never revives a session that has ended
 * (expired, revoked, signed out), even from a request that was still in flight. There is
 * deliberately no `touch`: only what `sessionActivity` counts as activity extends a session.
 */
export class PgSessionStore extends session.Store {
  constructor(private readonly em: EntityManager) {
    super();
  }

  get(sid: string, cb: Callback<session.SessionData | null>): void {
    sql<{ sess: session.SessionData }>(this.em, `select sess from platform.sessions where sid = $1 and expire > now()`, [sid])
      .then((rows) => cb(null, rows[0]?.sess ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: Callback): void {
    const lastActivity = (sess as { lastActivity?: number }).lastActivity ?? Date.now();
    sql(this.em,
      `insert into platform.sessions (sid, sess, expire)
       values ($1, $2::json, to_timestamp($3::bigint / 1000.0) + make_interval(mins => coalesce((select value::int from platform.settings where key = $4), $5)))
       on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire where sessions.expire > now()`,
      [sid, JSON.stringify(sess), lastActivity, SESSION_TIMEOUT_KEY, SESSION.DEFAULT_TIMEOUT_MINUTES],
    ).then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: Callback): void {
    sql(this.em, `update platform.sessions set expire = ${ENDED} where sid = $1`, [sid]).then(() => cb?.(), (err) => cb?.(err));
  }
}
