import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { AccountHolderProjection, HolderProfile } from '../application/ports/account-holder-projection.js';

/** One upsert per event: a row is replaced only by a profile from a later event (outbox ids follow commit order per user). */
@Injectable()
export class SqlAccountHolderProjection implements AccountHolderProjection {
  constructor(private readonly em: EntityManager) {}

  async keep(p: HolderProfile, eventId: string): Promise<void> {
    await sql(this.em,
      `insert into accounts.account_holders as h (user_id, customer_id, first_name, last_name, email, deleted, source_event_id, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now())
       on conflict (user_id) do update set customer_id = excluded.customer_id, first_name = excluded.first_name, last_name = excluded.last_name,
         email = excluded.email, deleted = excluded.deleted, source_event_id = excluded.source_event_id, updated_at = now()
       where h.source_event_id is null or h.source_event_id < excluded.source_event_id`,
      [p.userId, p.customerId, p.firstName, p.lastName, p.email, p.deleted, eventId]);
  }
}
