import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainOutbox, seedNotification } from './notifications-support.js';
import { describeWithDatabase } from '../support/contract-target.js';

const NOT_FOUND = { message: 'Notification not found', code: 'NOT_FOUND' };

describeWithDatabase('notification endpoints', 'seeds notifications in SQL', () => {
  let t: TestApp;
  let customers = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  /** A customer signed in, with the 'New sign-in' notification that sign-in produces cleared away. */
  async function aCustomer() {
    const user = await t.createUser(`NOTE${++customers}`);
    const agent = await t.signedIn(user.customerId);
    await drainOutbox(t);
    await t.sql(`delete from notifications.notifications where user_id = $1`, [user.id]);
    return { ...user, agent };
  }

  it('every route is 401 when signed out', async () => {
    const id = randomUUID();
    await t.agent().get('/api/notifications').expect(401);
    await t.agent().patch(`/api/notifications/${id}/read`).expect(401);
    await t.agent().patch('/api/notifications/mark-all-read').expect(401);
    await t.agent().delete(`/api/notifications/${id}`).expect(401);
    await t.agent().delete('/api/notifications').expect(401);
  });

  it('signing in leaves a "New sign-in" security notification with exactly the fields of SPEC 3', async () => {
    const user = await t.createUser(`NOTE${++customers}`);
    const agent = await t.signedIn(user.customerId);
    await drainOutbox(t);
    const res = await agent.get('/api/notifications').expect(200);
    expect(res.body).toMatchObject({ total: 1, totalCapped: false, unread: 1, nextCursor: null });
    expect(res.body.items).toEqual([{
      id: expect.any(String), type: 'security', title: 'New sign-in', message: expect.stringContaining('signed in to your account for the first time'),
      priority: 'high', isRead: false, actionUrl: '/settings', createdAt: expect.any(String),
    }]);
    expect(new Date(res.body.items[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists newest first, one keyset page at a time, with the totals counted on the first page', async () => {
    const { id, agent } = await aCustomer();
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 60; i++) await seedNotification(t, id, { title: `N${i}`, createdAt: new Date(base + i * 1000), isRead: i < 10 });

    const first = await agent.get('/api/notifications').expect(200);
    expect(first.body).toMatchObject({ total: 60, totalCapped: false, unread: 50, nextCursor: expect.any(String) });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].title).toBe('N59');
    expect(first.body.items[49].title).toBe('N10');

    const second = await agent.get(`/api/notifications?cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3', 'N2', 'N1', 'N0']);
    expect(second.body).toMatchObject({ nextCursor: null, total: null, unread: 50 });

    const panel = await agent.get('/api/notifications?limit=10').expect(200);
    expect(panel.body).toMatchObject({ total: 60, unread: 50 });
    expect(panel.body.items).toHaveLength(10);
    const third = await agent.get(`/api/notifications?limit=25&cursor=${(await agent.get('/api/notifications?limit=25')).body.nextCursor}`).expect(200);
    expect(third.body.items[0].title).toBe('N34');
    expect((await agent.get('/api/notifications?limit=100').expect(200)).body.items).toHaveLength(60);
  });

  it('keeps a batch stored in one statement in its events\' order across pages', async () => {
    const { id, agent } = await aCustomer();
    const at = new Date(Date.now() - 60_000);
    for (let i = 1; i <= 5; i++) await seedNotification(t, id, { title: `E${i}`, createdAt: at, sourceEventId: 1_000_000 + i });
    const titles: string[] = [];
    let cursor = '';
    do {
      const res = await agent.get(`/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      titles.push(...res.body.items.map((n: { title: string }) => n.title));
      cursor = res.body.nextCursor ?? '';
    } while (cursor);
    expect(titles).toEqual(['E5', 'E4', 'E3', 'E2', 'E1']);
  });

  it('refuses a limit that is not a whole number in range, and a cursor it did not make', async () => {
    const { agent } = await aCustomer();
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'limit=1.5', 'limit=1e18']) {
      const res = await agent.get(`/api/notifications?${query}`).expect(400);
      expect(res.body).toMatchObject({ message: 'limit must be a whole number from 1 to 100', code: 'VALIDATION' });
    }
    for (const cursor of ['nonsense', 'a.b', 'a.b.c', Buffer.from('["2026-01-01T00:00:00Z","0","x"]').toString('base64url') + '.AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await agent.get(`/api/notifications?cursor=${cursor}`).expect(400);
      expect(res.body).toMatchObject({ message: 'cursor is not valid; start again from the first page', code: 'VALIDATION' });
    }
  });

  it('marks one notification read and answers it; doing it again is harmless', async () => {
    const { id, agent } = await aCustomer();
    const notificationId = await seedNotification(t, id, { title: 'Read me', type: 'transfer', priority: 'high', actionUrl: '/transactions' });
    await seedNotification(t, id, { title: 'Leave me' });
    const res = await agent.patch(`/api/notifications/${notificationId}/read`).expect(200);
    expect(res.body).toEqual({
      id: notificationId, type: 'transfer', title: 'Read me', message: 'A message', priority: 'high', isRead: true,
      actionUrl: '/transactions', createdAt: expect.any(String),
    });
    await agent.patch(`/api/notifications/${notificationId}/read`).expect(200);
    expect((await agent.get('/api/notifications').expect(200)).body).toMatchObject({ total: 2, unread: 1 });
  });

  it("another customer's notification is 404 'Notification not found' on read and delete, and stays as it was", async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const notificationId = await seedNotification(t, owner.id);
    expect((await stranger.agent.patch(`/api/notifications/${notificationId}/read`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await stranger.agent.delete(`/api/notifications/${notificationId}`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await stranger.agent.get('/api/notifications').expect(200)).body.total).toBe(0);
    const [row] = await t.sql<{ is_read: boolean }>(`select is_read from notifications.notifications where id = $1`, [notificationId]);
    expect(row).toEqual({ is_read: false });
  });

  it('an id that is not a notification id is 404, never 500', async () => {
    const { agent } = await aCustomer();
    for (const id of ['not-a-uuid', '123', randomUUID(), "1' or '1'='1", 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) {
      expect((await agent.patch(`/api/notifications/${encodeURIComponent(id)}/read`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await agent.delete(`/api/notifications/${encodeURIComponent(id)}`).expect(404)).body).toEqual(NOT_FOUND);
    }
  });

  it("mark-all-read marks only the caller's notifications", async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    for (let i = 0; i < 3; i++) await seedNotification(t, me.id);
    await seedNotification(t, me.id, { isRead: true });
    await seedNotification(t, other.id);
    const res = await me.agent.patch('/api/notifications/mark-all-read').expect(200);
    expect(res.body).toEqual({ message: 'All notifications marked as read', updated: 3 });
    expect((await me.agent.get('/api/notifications').expect(200)).body).toMatchObject({ total: 4, unread: 0 });
    expect((await other.agent.get('/api/notifications').expect(200)).body).toMatchObject({ total: 1, unread: 1 });
  });

  it('deletes one notification, then clears the rest of the caller’s only', async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    const first = await seedNotification(t, me.id, { title: 'First' });
    await seedNotification(t, me.id, { title: 'Second' });
    await seedNotification(t, me.id, { title: 'Third' });
    await seedNotification(t, other.id);

    expect((await me.agent.delete(`/api/notifications/${first}`).expect(200)).body).toEqual({ message: 'Notification deleted' });
    await me.agent.delete(`/api/notifications/${first}`).expect(404);
    expect((await me.agent.get('/api/notifications').expect(200)).body.total).toBe(2);

    expect((await me.agent.delete('/api/notifications').expect(200)).body).toEqual({ message: 'All notifications cleared', deleted: 2 });
    expect((await me.agent.get('/api/notifications').expect(200)).body).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false, unread: 0 });
    expect((await other.agent.get('/api/notifications').expect(200)).body.total).toBe(1);
  });

  it('a customer who is deleted takes their notifications along', async () => {
    const { id } = await aCustomer();
    await seedNotification(t, id);
    await t.sql(`delete from identity.users where id = $1`, [id]);
    expect(await t.sql(`select 1 from notifications.notifications where user_id = $1`, [id])).toEqual([]);
  });
});
