import { randomUUID } from 'node:crypto';
import { Notification, type NotificationDraft } from '../../src/modules/notifications/domain/notification.js';
import type { NotificationRepository } from '../../src/modules/notifications/domain/notification.repository.js';
import { NOTIFICATION_REPOSITORY } from '../../src/modules/notifications/notifications.tokens.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DRAFT: NotificationDraft = { type: 'transfer', title: 'Transfer completed', message: 'Done.', priority: 'low', actionUrl: '/transactions' };

const aNotification = (userId: string, sourceEventId: string) =>
  Notification.create({ id: randomUUID(), userId, draft: DRAFT, sourceEventId, createdAt: new Date() });

/** The repository adapter on real PostgreSQL: the model for a repository spec (STYLE.md 7). */
describe('the notification repository', () => {
  let t: TestApp;
  let repository: NotificationRepository;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  beforeAll(async () => {
    t = await createTestApp();
    repository = t.app.get(NOTIFICATION_REPOSITORY);
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
  });
  afterAll(() => t?.close());

  // As the Notifier calls it: outside any transaction, so after a batch fails on a foreign key each retry is a statement of its own.
  const addAllOnce = (notifications: Notification[]) => repository.addAllOnce(notifications);

  const storedFor = async (userId: string) =>
    (await t.sql<{ source_event_id: string }>(`select source_event_id::text from notifications.notifications where user_id = $1 order by source_event_id`, [userId]))
      .map((r) => r.source_event_id);

  it('stores a batch once: delivering the same events again stores nothing more', async () => {
    const alice = await t.createUser('REPOALICE');
    const bob = await t.createUser('REPOBOB');
    const batch = [aNotification(alice.id, '9001'), aNotification(bob.id, '9001'), aNotification(alice.id, '9002')];
    expect(await addAllOnce(batch)).toBe(3);
    const again = [aNotification(alice.id, '9001'), aNotification(alice.id, '9002'), aNotification(alice.id, '9003')];
    expect(await addAllOnce(again)).toBe(1);
    expect(await storedFor(alice.id)).toEqual(['9001', '9002', '9003']);
    expect(await storedFor(bob.id)).toEqual(['9001']);
  });

  it('skips a customer who no longer exists and still stores the others', async () => {
    const gone = await t.createUser('REPOGONE');
    const staying = await t.createUser('REPOSTAY');
    await t.sql(`delete from identity.users where id = $1`, [gone.id]);
    expect(await addAllOnce([aNotification(gone.id, '9101'), aNotification(staying.id, '9101')])).toBe(1);
    expect(await storedFor(staying.id)).toEqual(['9101']);
  });

  it('finds a notification only for its own customer, and saves and removes it', async () => {
    const owner = await t.createUser('REPOOWNER');
    const other = await t.createUser('REPOOTHER');
    const notification = aNotification(owner.id, '9201');
    await addAllOnce([notification]);
    expect(await inTransaction(() => repository.findOwned(notification.id, other.id))).toBeNull();
    await inTransaction(async () => {
      const found = (await repository.findOwned(notification.id, owner.id))!;
      found.markRead();
      await repository.save(found);
    });
    expect(await t.sql(`select is_read from notifications.notifications where id = $1`, [notification.id])).toEqual([{ is_read: true }]);
    await inTransaction(async () => repository.remove((await repository.findOwned(notification.id, owner.id))!));
    expect(await storedFor(owner.id)).toEqual([]);
  });
});
