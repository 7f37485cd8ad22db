import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BACKOFF_MEMORY_HOURS, customerWindowMinutes, LoginFailure, type LoginAttempts, type LoginLimits } from '../../domain/login-attempts.js';
import { sql } from '../../../../shared/database/sql.js';

/**
 * Attempts as rows of `login_failures`. A claim, in the caller's transaction, locks the customer
 * id, then the IP (transaction advisory locks, always in that order, so bursts cannot deadlock),
 * counts both, and inserts the row only when both are under their limits, in one statement: the
 * next claim for the same id or IP waits for the commit, so it counts this one.
 */
@Injectable()
export class MikroOrmLoginAttempts implements LoginAttempts {
  constructor(private readonly em: EntityManager) {}

  async claim(customerId: string, ip: string | null, limits: LoginLimits, knownDevice: boolean): Promise<{ attemptId: string } | { lockedMinutes: number }> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtext('sign-in:customer-id'), hashtext($1))`, [customerId]);
    if (ip !== null) await sql(this.em, `select pg_advisory_xact_lock(hashtext('sign-in:ip'), hashtext($1))`, [ip]);
    const [{ today }] = await sql<{ today: number }>(this.em,
      `select count(*)::int as today from identity.login_failures where customer_id = $1 and attempted_at > now() - make_interval(hours => $2)`,
      [customerId, BACKOFF_MEMORY_HOURS]);
    const customerWindow = customerWindowMinutes(today, limits);
    const [claimed] = await sql<{ id: string }>(this.em,
      `with recent as (
         select count(*) filter (where customer_id = $1 and attempted_at > now() - make_interval(mins => $3)) as for_customer,
                count(*) filter (where ip = $2 and attempted_at > now() - make_interval(mins => $4)) as for_ip
         from identity.login_failures where (customer_id = $1 or ip = $2) and attempted_at > now() - make_interval(mins => greatest($3, $4)))
       insert into identity.login_failures (customer_id, ip) select $1, $2 from recent where ($7 or for_customer < $5) and for_ip < $6
       returning id`,
      [customerId, ip, customerWindow, limits.windowMinutes, limits.perCustomer, limits.perIp, knownDevice]);
    return claimed ? { attemptId: String(claimed.id) } : { lockedMinutes: customerWindow };
  }

  async release(attemptId: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { id: attemptId });
  }

  async clearFailures(customerId: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { customerId });
  }

  purgeBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(LoginFailure, { attemptedAt: { $lt: before } });
  }
}
