import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { LookupsThrottled } from '../../../domain/account.errors.js';
import { LookUpPayee, type AccountSummary } from '../../../public/accounts.api.js';
import { findAccounts } from '../../find-accounts.js';

/** Far more payees than anyone pays in an hour; a million account numbers would take 16,000 hours. */
export const PAYEE_LOOKUPS_PER_HOUR = 60;

/**
 * Counts the lookup in the payer's hour (one row per customer: the window restarts an hour after it
 * began), then answers it. The count is one atomic upsert, so parallel requests cannot slip past.
 */
@CommandHandler(LookUpPayee)
export class LookUpPayeeHandler implements ICommandHandler<LookUpPayee, AccountSummary | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, accountNumber }: LookUpPayee): Promise<AccountSummary | null> {
    const [{ lookups }] = await sql<{ lookups: number }>(this.em,
      `insert into payee_lookups as p (user_id, window_started_at, lookups) values ($1, now(), 1)
       on conflict (user_id) do update set
         window_started_at = case when p.window_started_at <= now() - interval '1 hour' then now() else p.window_started_at end,
         lookups = case when p.window_started_at <= now() - interval '1 hour' then 1 else p.lookups + 1 end
       returning lookups`, [userId]);
    if (lookups > PAYEE_LOOKUPS_PER_HOUR) throw new LookupsThrottled();
    const [account] = await findAccounts(this.em, { ids: [], accountNumbers: [accountNumber] });
    return account ?? null;
  }
}
