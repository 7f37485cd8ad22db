import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { DomainEvent, DomainEventClass } from './domain-event.js';

/** Reacts to an event the outbox delivers: awaited, and delivered again after a failure (so idempotent on `eventId`). */
export interface EventHandler<E extends DomainEvent = DomainEvent> {
  handle(event: E): Promise<void>;
}

/** Our own discoverable metadata: the events a provider handles. */
const HANDLED_EVENTS = DiscoveryService.createDecorator<DomainEventClass[]>();

/**
 * Marks a provider (an EventHandler, listed in its module's providers) as a handler of these
 * events: the outbox dispatcher finds it through the EventHandlers registry.
 */
export const HandlesEvent = (...events: DomainEventClass[]): ClassDecorator => HANDLED_EVENTS(events);

export interface RegisteredHandler {
  /** The handler's class name, as tests and logs name it. */
  name: string;
  handler: EventHandler;
}

/**
 * Every event's handlers, found once at bootstrap among the app's providers marked with
 * `@HandlesEvent` (Nest's public DiscoveryService, our own metadata).
 */
@Injectable()
export class EventHandlers implements OnApplicationBootstrap {
  private readonly byEvent = new Map<DomainEventClass, RegisteredHandler[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: HANDLED_EVENTS.KEY })) {
      const events = this.discovery.getMetadataByDecorator(HANDLED_EVENTS, wrapper);
      if (!events || !wrapper.instance) continue;
      const registered = { name: wrapper.metatype?.name ?? String(wrapper.token), handler: wrapper.instance as EventHandler };
      for (const event of events) this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), registered]);
    }
  }

  of(event: DomainEventClass): readonly RegisteredHandler[] {
    return this.byEvent.get(event) ?? [];
  }

  /** Each handled event with the names of its handlers. */
  entries(): [DomainEventClass, string[]][] {
    return [...this.byEvent].map(([event, handlers]) => [event, handlers.map((h) => h.name)]);
  }
}
