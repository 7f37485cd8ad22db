import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, eventually, type DemoBank } from '../support/demo-bank.js';
import { seedNotification } from './notifications-support.js';

const NOT_FOUND = { message: 'Notification not found', code: 'NOT_FOUND' };
const ADJUSTED = 'Balance adjusted by the bank';

describe('notification endpoints', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  interface Listed { id: string; title: string; message: string; isRead: boolean }
  const list = async (agent: TestAgent, query = '') => (await agent.get(`/api/notifications${query}`).expect(200)).body;
  /** Waits until the customer has `count` notifications (the outbox delivers them in the background). */
  const arrived = (agent: TestAgent, count: number) => eventually(`${count} notifications`, async () => {
    const body = await list(agent, '?limit=100');
    return body.items.length >= count ? (body.items as Listed[]) : undefined;
  });

  /** A customer signed in (their first sign-in, so no notification yet), with an account. */
  async function aCustomer() {
    const customer = await t.newCustomer('NOTE');
    const account = await t.openAccount(customer);
    return { ...customer, account };
  }
  /**
   * `count` notifications of the customer's, made as the bank makes them: each an adjustment of the
   * account's balance by the administrator (to 1.00, 2.00, …), newest last. Answers them newest first.
   */
  async function notify(customer: Awaited<ReturnType<typeof aCustomer>>, count: number, from = 1): Promise<Listed[]> {
    const admin = await t.admin();
    const before = (await list(customer.agent)).total;
    for (let i = from; i < from + count; i++) {
      await admin.patch(`/api/admin/accounts/${customer.account.id}/balance`).send({ newBalance: `${i}.00`, reason: 'Notification test' }).expect(200);
    }
    return arrived(customer.agent, before + count);
  }

  it('every route is 401 when signed out', async () => {
    const id = randomUUID();
    await t.agent().get('/api/notifications').expect(401);
    await t.agent().patch(`/api/notifications/${id}/read`).expect(401);
    await t.agent().patch('/api/notifications/mark-all-read').expect(401);
    await t.agent().delete(`/api/notifications/${id}`).expect(401);
    await t.agent().delete('/api/notifications').expect(401);
  });

  it('signing in from a new browser leaves a "New sign-in" security notification with exactly the fields of SPEC 3', async () => {
    // The first sign-in (newCustomer's) is no alarm; a second browser is.
    const customer = await t.newCustomer('NOTE');
    const agent = await t.newSession(customer);
    await arrived(agent, 1);
    const res = await agent.get('/api/notifications').expect(200);
    expect(res.body).toMatchObject({ total: 1, totalCapped: false, unread: 1, nextCursor: null });
    expect(res.body.items).toEqual([{
      id: expect.any(String), type: 'security', title: 'New sign-in', message: expect.stringContaining('signed in to your account for the first time'),
      priority: 'high', isRead: false, actionUrl: '/settings', createdAt: expect.any(String),
    }]);
    expect(new Date(res.body.items[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists newest first, one keyset page at a time, with the totals counted on the first page', async () => {
    const customer = await aCustomer();
    const { agent } = customer;
    const made = await notify(customer, 60);
    // Made in order: the newest says "to $60.00". The ten oldest are read.
    const nth = (item: Listed) => Number(/to \$(\d+)\.00\.$/.exec(item.message)![1]);
    expect(made.map(nth)).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    for (const item of made.slice(50)) await agent.patch(`/api/notifications/${item.id}/read`).expect(200);

    const first = await agent.get('/api/notifications').expect(200);
    expect(first.body).toMatchObject({ total: 60, totalCapped: false, unread: 50, nextCursor: expect.any(String) });
    expect(first.body.items).toHaveLength(50);
    expect(nth(first.body.items[0])).toBe(60);
    expect(nth(first.body.items[49])).toBe(11);

    const second = await agent.get(`/api/notifications?cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body.items.map(nth)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(second.body).toMatchObject({ nextCursor: null, total: null, unread: 50 });

    const panel = await agent.get('/api/notifications?limit=10').expect(200);
    expect(panel.body).toMatchObject({ total: 60, unread: 50 });
    expect(panel.body.items).toHaveLength(10);
    const third = await agent.get(`/api/notifications?limit=25&cursor=${(await agent.get('/api/notifications?limit=25')).body.nextCursor}`).expect(200);
    expect(nth(third.body.items[0])).toBe(35);
    expect((await agent.get('/api/notifications?limit=100').expect(200)).body.items).toHaveLength(60);
  });

  itCheckingDatabase('keeps a batch stored in one statement in its events\' order across pages', 'stores notifications in SQL', async () => {
    const { id, agent } = await aCustomer();
    const at = new Date(Date.now() - 60_000);
    for (let i = 1; i <= 5; i++) await seedNotification(t.database!, id, { title: `E${i}`, createdAt: at, sourceEventId: 1_000_000 + i });
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
    const { agent } = await t.newCustomer('NOTE');
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
    const customer = await aCustomer();
    const [leave, read] = await notify(customer, 2);
    const res = await customer.agent.patch(`/api/notifications/${read.id}/read`).expect(200);
    expect(res.body).toEqual({ ...read, isRead: true, type: expect.any(String), priority: expect.any(String), actionUrl: expect.anything(), createdAt: expect.any(String) });
    expect(res.body.title).toBe(ADJUSTED);
    await customer.agent.patch(`/api/notifications/${read.id}/read`).expect(200);
    expect((await list(customer.agent)).items.find((n: Listed) => n.id === leave.id).isRead).toBe(false);
    expect(await list(customer.agent)).toMatchObject({ total: 2, unread: 1 });
  });

  it("another customer's notification is 404 'Notification not found' on read and delete, and stays as it was", async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const [theirs] = await notify(owner, 1);
    expect((await stranger.agent.patch(`/api/notifications/${theirs.id}/read`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await stranger.agent.delete(`/api/notifications/${theirs.id}`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await list(stranger.agent)).total).toBe(0);
    expect((await list(owner.agent)).items).toEqual([expect.objectContaining({ id: theirs.id, isRead: false })]);
  });

  it('an id that is not a notification id is 404, never 500', async () => {
    const { agent } = await t.newCustomer('NOTE');
    for (const id of ['not-a-uuid', '123', randomUUID(), "1' or '1'='1", 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) {
      expect((await agent.patch(`/api/notifications/${encodeURIComponent(id)}/read`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await agent.delete(`/api/notifications/${encodeURIComponent(id)}`).expect(404)).body).toEqual(NOT_FOUND);
    }
  });

  it("mark-all-read marks only the caller's notifications", async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    const [, , , alreadyRead] = await notify(me, 4);
    await me.agent.patch(`/api/notifications/${alreadyRead.id}/read`).expect(200);
    await notify(other, 1);
    const res = await me.agent.patch('/api/notifications/mark-all-read').expect(200);
    expect(res.body).toEqual({ message: 'All notifications marked as read', updated: 3 });
    expect(await list(me.agent)).toMatchObject({ total: 4, unread: 0 });
    expect(await list(other.agent)).toMatchObject({ total: 1, unread: 1 });
  });

  it('deletes one notification, then clears the rest of the caller’s only', async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    const [, , first] = await notify(me, 3);
    await notify(other, 1);

    expect((await me.agent.delete(`/api/notifications/${first.id}`).expect(200)).body).toEqual({ message: 'Notification deleted' });
    await me.agent.delete(`/api/notifications/${first.id}`).expect(404);
    expect((await list(me.agent)).total).toBe(2);

    expect((await me.agent.delete('/api/notifications').expect(200)).body).toEqual({ message: 'All notifications cleared', deleted: 2 });
    expect(await list(me.agent)).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false, unread: 0 });
    expect((await list(other.agent)).total).toBe(1);
  });

  itCheckingDatabase('a customer who is deleted takes their notifications along', 'deletes the user row in SQL', async () => {
    const { id } = await aCustomer();
    await seedNotification(t.database!, id);
    await t.database!.sql(`delete from identity.users where id = $1`, [id]);
    expect(await t.database!.sql(`select 1 from notifications.notifications where user_id = $1`, [id])).toEqual([]);
  });
});
