import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { LookupsThrottled } from '../domain/account.errors.js';

/** Far more payees than anyone pays in an hour; a million account numbers would take 16,000 hours. */
export const PAYEE_LOOKUPS_PER_HOUR = 60;

/**
 * Counts one account-number lookup in the customer's hour (one row per customer: the window
 * restarts an hour after it began) and throws LookupsThrottled past the limit. One atomic upsert,
 * so parallel requests cannot slip past. Shared by the lookup route and by transfers that reveal
 * something about a payee (docs/decisions/payee-lookup-limit.md).
 */
export async function countPayeeLookup(em: EntityManager, userId: string): Promise<void> {
  const [{ lookups }] = await sql<{ lookups: number }>(em,
    `insert into accounts.payee_lookups as p (user_id, window_started_at, lookups) values ($1, now(), 1)
     on conflict (user_id) do update set
       window_started_at = case when p.window_started_at <= now() - interval '1 hour' then now() else p.window_started_at end,
       lookups = case when p.window_started_at <= now() - interval '1 hour' then 1 else p.lookups + 1 end
     returning lookups`, [userId]);
  if (lookups > PAYEE_LOOKUPS_PER_HOUR) throw new LookupsThrottled();
}
