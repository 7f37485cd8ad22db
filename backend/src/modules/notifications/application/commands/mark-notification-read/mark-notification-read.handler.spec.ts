import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Notification } from '../../../domain/notification.js';
import { NotificationNotFound } from '../../../domain/notification.errors.js';
import type { NotificationRepository } from '../../../domain/notification.repository.js';
import { MarkNotificationRead } from './mark-notification-read.command.js';
import { MarkNotificationReadHandler } from './mark-notification-read.handler.js';

const ID = '6f1d3c52-8a1e-4a4b-9d7e-2f0c1b9a7e11';

/** The handler against an in-memory repository: the model for a handler spec (STYLE.md 7). */
function setUp() {
  const stored = Notification.create({
    id: ID, userId: 'alice', sourceEventId: '41', createdAt: new Date('2026-11-27T09:00:00Z'),
    draft: { type: 'transfer', title: 'Transfer completed', message: 'Done.', priority: 'low', actionUrl: '/transactions' },
  });
  const saved: Notification[] = [];
  const looked: string[] = [];
  const notifications: NotificationRepository = {
    addAllOnce: async () => 0,
    findOwned: async (id, userId) => { looked.push(id); return id === stored.id && userId === stored.userId ? stored : null; },
    save: async (n) => { saved.push(n); },
    remove: async () => {},
    markAllRead: async () => 0,
    removeAll: async () => 0,
  };
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  return { handler: new MarkNotificationReadHandler(notifications, tx), stored, saved, looked };
}

describe('MarkNotificationRead', () => {
  it('marks the customer\'s own notification read, saves it and answers it as the API shows it', async () => {
    const { handler, stored, saved } = setUp();
    const dto = await handler.execute(new MarkNotificationRead('alice', ID));
    expect(saved).toEqual([stored]);
    expect(stored.isRead).toBe(true);
    expect(dto).toEqual({
      id: ID, type: 'transfer', title: 'Transfer completed', message: 'Done.', priority: 'low', isRead: true,
      actionUrl: '/transactions', createdAt: '2026-11-27T09:00:00.000Z',
    });
  });

  it('another customer\'s notification is not found, and nothing is saved', async () => {
    const { handler, stored, saved } = setUp();
    await expect(handler.execute(new MarkNotificationRead('bob', ID))).rejects.toThrow(NotificationNotFound);
    expect(saved).toEqual([]);
    expect(stored.isRead).toBe(false);
  });

  it('an id that cannot be a notification is not found without a look-up', async () => {
    const { handler, looked } = setUp();
    await expect(handler.execute(new MarkNotificationRead('alice', 'not-an-id'))).rejects.toThrow(NotificationNotFound);
    expect(looked).toEqual([]);
  });
});
