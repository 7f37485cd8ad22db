import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ActiveSession, Sessions } from '../../application/ports/sessions.js';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../domain/session-timeout.js';

export const SESSION_TIMEOUT_KEY = 'session_timeout_minutes';

/**
 * The `sessions` table (sid, sess json, expire) as the use cases see it. A session's expiry is
 * always its last activity plus the timeout in `settings`, computed in SQL so every instance agrees.
 */
@Injectable()
export class SqlSessions implements Sessions {
  constructor(private readonly em: EntityManager) {}

  async listActive(): Promise<ActiveSession[]> {
    const rows = await this.em.getConnection().execute<{ customer_id: string; login_time: string; last_activity: string; expire: Date }[]>(
      `select sess->>'customerId' as customer_id, sess->>'loginTime' as login_time, sess->>'lastActivity' as last_activity, expire
       from sessions where expire > now() and sess->>'userId' is not null order by expire desc`);
    return rows.map((r) => ({
      customerId: r.customer_id,
      loginTime: new Date(Number(r.login_time)),
      lastActivity: new Date(Number(r.last_activity)),
      expiresAt: new Date(r.expire),
    }));
  }

  async revokeAllOf(userId: string): Promise<number> {
    const result = await this.em.getConnection().execute<{ affectedRows: number }>(
      `delete from sessions where sess->>'userId' = ?`, [userId], 'run', this.em.getTransactionContext());
    return result.affectedRows;
  }

  async revokeAllOfExcept(userId: string, keepSid: string): Promise<number> {
    const result = await this.em.getConnection().execute<{ affectedRows: number }>(
      `delete from sessions where sess->>'userId' = ? and sid <> ?`, [userId, keepSid], 'run', this.em.getTransactionContext());
    return result.affectedRows;
  }

  async timeoutMinutes(): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ value: number }[]>(`select value from settings where key = ?`, [SESSION_TIMEOUT_KEY]);
    return row ? Number(row.value) : DEFAULT_SESSION_TIMEOUT_MINUTES;
  }

  async setTimeoutMinutes(minutes: number): Promise<void> {
    const conn = this.em.getConnection();
    const ctx = this.em.getTransactionContext();
    await conn.execute(
      `insert into settings (key, value) values (?, to_jsonb(?::int)) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [SESSION_TIMEOUT_KEY, minutes], 'run', ctx);
    await conn.execute(
      `update sessions set expire = to_timestamp((sess->>'lastActivity')::bigint / 1000.0) + make_interval(mins => ?)
       where sess->>'lastActivity' is not null`, [minutes], 'run', ctx);
  }
}
