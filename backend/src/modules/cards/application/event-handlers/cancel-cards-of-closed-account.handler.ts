import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { AccountClosed } from '../../../accounts/public/accounts.events.js';

/**
 * The bank closed an account (back office): its live card and any pending application are
 * cancelled, never deleted (issue 14). Idempotent, as the outbox may deliver twice.
 */
@HandlesEvent(AccountClosed)
export class CancelCardsOfClosedAccount implements EventHandler<AccountClosed> {
  constructor(private readonly em: EntityManager) {}

  async handle({ payload }: AccountClosed): Promise<void> {
    await sql(this.em.fork(),
      `update cards.debit_cards set status = 'cancelled', is_active = false, updated_at = now() where account_id = $1 and status in ('pending', 'active')`,
      [payload.accountId]);
  }
}
