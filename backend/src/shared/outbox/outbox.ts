import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql.js';
import { sql as part, type SqlPart, type StatementCte } from '../database/statement.js';
import type { DomainEvent, DomainEventClass } from './domain-event.js';

/** How `Outbox.record` writes events: the three arrays of `outboxRows` as $1 to $3. */
export const RECORD_EVENTS = 'insert into platform.outbox (event_type, payload, occurred_at) select * from unnest($1::text[], $2::jsonb[], $3::timestamptz[])';

/** The three arrays RECORD_EVENTS takes. */
export function outboxRows(events: DomainEvent[]): [string[], string[], Date[]] {
  return [
    events.map((e) => (e.constructor as DomainEventClass).eventType),
    events.map((e) => JSON.stringify(e.payload)),
    events.map((e) => e.occurredAt),
  ];
}

/**
 * The outbox rows of a statement that writes its events itself (the transfer's), as a part: the
 * three arrays of `outboxRows`, written only when `when` holds.
 */
export function outboxPart(rows: { types: SqlPart<string[]>; payloads: SqlPart<string[]>; times: SqlPart<Date[]> }, when: SqlPart<boolean>): StatementCte {
  return {
    name: 'platform_events',
    body: part`insert into platform.outbox (event_type, payload, occurred_at)
      select e.* from unnest(${rows.types}::text[], ${rows.payloads}::jsonb[], ${rows.times}::timestamptz[]) as e where ${when}`,
  };
}

/** Writes domain events to the outbox table inside the caller's transaction. */
@Injectable()
export class Outbox {
  constructor(private readonly em: EntityManager) {}

  async record(...events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await sql(this.em, RECORD_EVENTS, outboxRows(events));
  }
}
