import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { EventHandlers, type EventHandler } from '../../src/shared/outbox/event-handlers.js';
import { EVENT_CLASSES } from '../../src/shared/outbox/event-classes.js';
import { OutboxDispatcher } from '../../src/shared/outbox/outbox-dispatcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** An event with one handler, whose handle is watched here instead of notifying anyone. */
const EVENT_TYPE = 'accounts.account-balance-adjusted';

describe('outbox dispatch: each event its own EntityManager', () => {
  let t: TestApp;
  let seen: { eventId?: string; em: EntityManager | undefined }[];
  let restore: () => void;
  beforeAll(async () => {
    t = await createTestApp();
    const EventClass = EVENT_CLASSES.find((e) => e.eventType === EVENT_TYPE)!;
    const handlers = t.app.get(EventHandlers).of(EventClass).map((h) => h.handler);
    if (handlers.length !== 1) throw new Error(`${EVENT_TYPE} has ${handlers.length} handlers, this suite expects one`);
    const handler: EventHandler = handlers[0];
    const original = handler.handle;
    // What a handler's repositories would use: the EntityManager of the async context it runs in.
    handler.handle = async (event) => { seen.push({ eventId: event.eventId, em: RequestContext.getEntityManager() as EntityManager | undefined }); };
    restore = () => { handler.handle = original; };
  });
  afterAll(async () => { restore?.(); await t?.close(); });
  beforeEach(() => { seen = []; });

  async function recordTwoEvents(): Promise<string[]> {
    const rows = await t.sql<{ id: string }>(
      `insert into platform.outbox (event_type, payload, occurred_at) values ($1, '{}', now()), ($1, '{}', now()) returning id`, [EVENT_TYPE]);
    return rows.map((r) => String(r.id));
  }

  it('a dispatch outside any request (the schedule\'s) gives each event a context of its own', async () => {
    const ids = await recordTwoEvents();
    await t.app.get(OutboxDispatcher).dispatchPending();
    const ours = seen.filter((s) => ids.includes(s.eventId!));
    expect(ours.map((s) => s.eventId).sort()).toEqual([...ids].sort());
    expect(ours.map((s) => s.em !== undefined)).toEqual([true, true]);
    expect(ours[0].em === ours[1].em).toBe(false);
  });

  it('a dispatch started inside a request does not hand its handlers the request\'s EntityManager', async () => {
    const ids = await recordTwoEvents();
    let requestEm: EntityManager | undefined;
    await RequestContext.create(t.app.get(EntityManager), async () => {
      requestEm = RequestContext.getEntityManager() as EntityManager;
      await t.app.get(OutboxDispatcher).dispatchPending();
    });
    const ours = seen.filter((s) => ids.includes(s.eventId!));
    expect(ours).toHaveLength(2);
    expect(requestEm).toBeDefined();
    expect(ours.map((s) => s.em !== undefined && s.em !== requestEm)).toEqual([true, true]);
    expect(ours[0].em === ours[1].em).toBe(false);
  });
});
