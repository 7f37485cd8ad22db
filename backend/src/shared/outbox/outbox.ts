import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, DomainEventClass } from './domain-event.js';

/** Writes domain events to the outbox table inside the caller's transaction. */
@Injectable()
export class Outbox {
  constructor(private readonly em: EntityManager) {}

  async record(...events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const values = events.map((_, i) => `(?, ?::jsonb, ?)`).join(', ');
    const params = events.flatMap((e) => [(e.constructor as DomainEventClass).eventType, JSON.stringify(e.payload), e.occurredAt]);
    await this.em.getConnection().execute(
      `insert into outbox (event_type, payload, occurred_at) values ${values}`,
      params,
      'run',
      this.em.getTransactionContext(),
    );
  }
}
