import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { PayeeLookupCounter } from '../domain/payee-lookups.js';

/** One row per customer, kept by one atomic upsert: the table never grows beyond the number of customers. */
@Injectable()
export class SqlPayeeLookupCounter implements PayeeLookupCounter {
  constructor(private readonly em: EntityManager) {}

  async countOne(userId: string): Promise<number> {
    const [{ lookups }] = await sql<{ lookups: number }>(this.em,
      `insert into accounts.payee_lookups as p (user_id, window_started_at, lookups) values ($1, now(), 1)
       on conflict (user_id) do update set
         window_started_at = case when p.window_started_at <= now() - interval '1 hour' then now() else p.window_started_at end,
         lookups = case when p.window_started_at <= now() - interval '1 hour' then 1 else p.lookups + 1 end
       returning lookups`, [userId]);
    return lookups;
  }
}
