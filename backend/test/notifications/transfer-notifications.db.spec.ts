import { NotifyTransferSettled } from '../../src/modules/notifications/application/event-handlers/payments-event.handlers.js';
import type { Notification } from '../../src/modules/notifications/domain/notification.js';
import type { NotificationRepository } from '../../src/modules/notifications/domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../src/modules/notifications/notifications.tokens.js';
import { TransferSettled, type TransferEventPayload } from '../../src/modules/payments/public/payments.events.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { aTransferEvent, drainOutbox, notificationsOf, recordEvents } from './notifications-support.js';

// In process, never through HTTP: the notification repository broken half-way, and a handler
// called twice with one event. (What a server shows of the same rules is in
// transfer-notifications.contract.spec.ts.)
describe('notifications from transfer events, replayed and broken in process', () => {
  let t: TestApp;
  let customers = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  const aCustomer = async () => (await t.createUser(`XFER${++customers}`)).id;
  const titles = async (userId: string) => (await notificationsOf(t, userId)).map((n) => n.title);

  it('still exactly once when delivery failed half-way (sender notified, receiver not) and is retried', async () => {
    const alice = await aCustomer();
    const bob = await aCustomer();
    const repository = t.app.get<NotificationRepository>(NOTIFICATION_REPOSITORY);
    const addAllOnce = repository.addAllOnce;
    let crashed = false;
    // The first attempt stores the sender's notification, then loses the connection.
    repository.addAllOnce = async function (this: NotificationRepository, notifications: Notification[]) {
      if (crashed || !notifications.some((n) => n.userId === bob)) return addAllOnce.call(this, notifications);
      crashed = true;
      await addAllOnce.call(this, notifications.filter((n) => n.userId !== bob));
      throw new Error('connection lost');
    };
    try {
      const [id] = await recordEvents(t, new TransferSettled({ ...aTransferEvent(alice, bob), status: 'credited' }));
      await drainOutbox(t);
      expect(crashed).toBe(true);
      const [row] = await t.sql<{ attempts: number; published: boolean }>(`select attempts, published_at is not null as published from platform.outbox where id = $1`, [id]);
      expect(row).toEqual({ attempts: 2, published: true });
    } finally {
      repository.addAllOnce = addAllOnce;
    }
    expect(await titles(alice)).toEqual(['Transfer completed']);
    expect(await titles(bob)).toEqual(['Money received']);
  });

  it('the same event handed to its handler twice creates nothing the second time', async () => {
    const alice = await aCustomer();
    const bob = await aCustomer();
    const [id] = await recordEvents(t, new TransferSettled({ ...aTransferEvent(alice, bob), status: 'completed' }));
    await drainOutbox(t);
    const [row] = await t.sql<{ payload: TransferEventPayload; occurred_at: Date }>(`select payload, occurred_at from platform.outbox where id = $1`, [id]);
    const handler = t.app.get(NotifyTransferSettled);
    await handler.handle(new TransferSettled(row.payload, id, new Date(row.occurred_at)));
    await handler.handle(new TransferSettled(row.payload, id, new Date(row.occurred_at)));
    expect(await notificationsOf(t, alice)).toEqual([expect.objectContaining({ title: 'Transfer completed', source_event_id: id })]);
    expect(await notificationsOf(t, bob)).toEqual([expect.objectContaining({ title: 'Money received', source_event_id: id })]);
  });
});