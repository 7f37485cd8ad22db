import session from 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_TIMEOUT_KEY } from './sql-sessions.js';

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

/**
 * express-session store on the `sessions` table. The expiry is computed in SQL from the session's
 * `lastActivity` and the timeout in `settings`, so the idle timeout is enforced by the server and
 * an administrator's change applies at once. There is deliberately no `touch`: only what
 * `SessionActivity` counts as activity extends a session, not every background poll.
 */
export class PgSessionStore extends session.Store {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private sql<T>(query: string, params: unknown[]): Promise<T> {
    return this.em.getConnection().execute(query, params) as Promise<T>;
  }

  get(sid: string, cb: Callback<session.SessionData | null>): void {
    this.sql<{ sess: session.SessionData }[]>(`select sess from sessions where sid = ? and expire > now()`, [sid])
      .then((rows) => cb(null, rows[0]?.sess ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: Callback): void {
    const lastActivity = (sess as { lastActivity?: number }).lastActivity ?? Date.now();
    this.sql(
      `insert into sessions (sid, sess, expire)
       values (?, ?::json, to_timestamp(? / 1000.0) + make_interval(mins => coalesce((select value::int from settings where key = ?), 15)))
       on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
      [sid, JSON.stringify(sess), lastActivity, SESSION_TIMEOUT_KEY],
    ).then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: Callback): void {
    this.sql(`delete from sessions where sid = ?`, [sid]).then(() => cb?.(), (err) => cb?.(err));
  }
}
