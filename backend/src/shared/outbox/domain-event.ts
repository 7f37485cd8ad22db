/**
 * Something that happened in a context, recorded in the `outbox` table in the same
 * transaction as the change and published to the EventBus after commit.
 * `eventId` is the outbox row id, so handlers can be idempotent (delivery is at least once).
 */
export abstract class DomainEvent<P extends object = object> {
  constructor(
    readonly payload: P,
    readonly eventId?: string,
    readonly occurredAt: Date = new Date(),
  ) {}
}

export type DomainEventClass = (new (payload: any, eventId?: string, occurredAt?: Date) => DomainEvent) & { readonly eventType: string };
