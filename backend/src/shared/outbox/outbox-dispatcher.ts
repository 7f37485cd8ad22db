import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { sql } from '../database/sql.js';
import type { DomainEventClass } from './domain-event.js';
import { EVENT_CLASSES } from './event-classes.js';
import { EventHandlers } from './event-handlers.js';

const BATCH = 100;
const LEASE_SECONDS = 30;
/** After this many failed deliveries a row is left for an operator (see last_error). */
const MAX_ATTEMPTS = 10;

/**
 * Publishes committed outbox rows, oldest first and a batch at a time, to the `@HandlesEvent`
 * handlers (the EventHandlers registry) and marks them published. Every handler is awaited:
 * a row is marked only after all of its handlers succeeded, and a crash re-delivers it
 * (handlers are idempotent on `eventId`). Rows are claimed with SKIP LOCKED so several
 * instances can dispatch at once: each takes a short lease on a batch.
 */
@Injectable()
export class OutboxDispatcher implements BeforeApplicationShutdown {
  private readonly logger = new Logger('outbox');
  private readonly byType = new Map<string, DomainEventClass>(EVENT_CLASSES.map((c) => [c.eventType, c]));
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly em: EntityManager, private readonly handlers: EventHandlers) {}

  /** Called after every commit; coalesces bursts into one dispatch loop. */
  dispatchSoon(): void {
    if (this.stopped) return;
    if (this.running) { this.again = true; return; }
    this.running = this.dispatchPending()
      .catch((error) => { this.logger.error({ msg: 'outbox dispatch failed', error: String(error) }); return 0; })
      .finally(() => {
        this.running = null;
        if (this.again) { this.again = false; this.dispatchSoon(); }
      });
  }

  /**
   * Dispatches everything pending; returns how many events were published. A dispatch already
   * under way after a commit holds its rows under a lease, so it is awaited first: when this
   * returns, every event committed before the call has been delivered (or has failed).
   */
  async dispatchPending(): Promise<number> {
    while (this.running) await this.running;
    let total = 0;
    for (;;) {
      const published = await this.dispatchBatch();
      total += published;
      if (published < BATCH) return total;
    }
  }

  private async dispatchBatch(): Promise<number> {
    // Lease a batch: another instance skips these rows until the lease runs out.
    const rows = await sql<{ id: string; event_type: string; payload: object; occurred_at: Date }>(this.em,
      `update platform.outbox set claimed_until = now() + interval '${LEASE_SECONDS} seconds', attempts = attempts + 1
       where id in (select id from platform.outbox
                    where published_at is null and attempts < ${MAX_ATTEMPTS} and (claimed_until is null or claimed_until < now())
                    order by id limit ${BATCH} for update skip locked)
       returning id, event_type, payload, occurred_at`);
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    // The whole batch is handed over in one tick: handlers are idempotent and independent of each
    // other, and one that gathers what reaches it in a tick can store a batch in one statement.
    const delivered: string[] = [];
    await Promise.all(rows.map(async (row) => {
      try {
        await this.deliver(row);
        delivered.push(row.id);
      } catch (error) {
        this.logger.error({ msg: 'outbox handler failed', eventType: row.event_type, outboxId: row.id, error: String(error) });
        await sql(this.em, `update platform.outbox set claimed_until = null, last_error = $1 where id = $2`, [String(error).slice(0, 500), row.id]);
      }
    }));
    // One statement for the batch; a crash before it re-delivers these rows (handlers are idempotent).
    if (delivered.length) await sql(this.em, `update platform.outbox set published_at = now(), last_error = null where id = any($1::bigint[])`, [delivered]);
    return rows.length;
  }

  private async deliver(row: { id: string; event_type: string; payload: object; occurred_at: Date }): Promise<void> {
    const EventClass = this.byType.get(row.event_type);
    if (!EventClass) throw new Error(`no event class for ${row.event_type}`);
    const event = new EventClass(row.payload, String(row.id), new Date(row.occurred_at));
    // Each event gets its own EntityManager (a fresh identity map): a handler's repositories never
    // share one with another event's handlers, with the request whose commit started the dispatch
    // (its context would otherwise carry over) or with the global one (the schedule's dispatch).
    await RequestContext.create(this.em.fork({ disableContextResolution: true }), async () => {
      for (const { handler } of this.handlers.of(EventClass)) await handler.handle(event);
    });
  }

  /**
   * Shutting down: no new dispatch starts, and the one under way finishes before the database
   * closes (DatabaseModule closes it in the shutdown hooks proper, which run after these).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
