import { createHash } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { describeWithDatabase, itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, eventually, uniqueName, type DemoBank } from '../support/demo-bank.js';
import { createTestApp, signedInBefore, TEST_PASSWORD, type TestApp } from '../support/test-app.js';
import { drainOutbox } from '../notifications/notifications-support.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Notice { title: string; message: string; priority: string; type: string }

/**
 * Issue 18.2: a sign-in notifies only from a device new to the customer, names the device and at
 * most a public address, and is high priority (docs/decisions/sign-in-notifications.md).
 */
describe('sign-in notifications', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  async function signIn(agent: TestAgent, customerId: string, headers: Record<string, string> = {}) {
    return agent.post('/api/login').set(headers).send({ customerId, password: CUSTOMER_PASSWORD }).expect(200);
  }

  /**
   * The customer's 'New sign-in' notices, oldest first, once `count` arrived: the outbox delivers
   * them in the background, in the order of the sign-ins.
   */
  function signInsOf(agent: TestAgent, count: number): Promise<Notice[]> {
    return eventually(`${count} sign-in notices`, async () => {
      const items: Notice[] = (await agent.get('/api/notifications').expect(200)).body.items;
      const notices = items.filter((n) => n.title === 'New sign-in').reverse();
      return notices.length >= count ? notices : undefined;
    });
  }

  it("a customer's very first sign-in is no alarm (their welcome greets them); the next new browser is", async () => {
    // Made by the administrator and never signed in yet.
    const customerId = uniqueName('SIGNIN');
    await (await bank.admin()).post('/api/admin/users')
      .send({ customerId, email: `${customerId.toLowerCase()}@example.test`, password: CUSTOMER_PASSWORD, firstName: 'Test', lastName: customerId }).expect(201);
    await signIn(bank.agent(), customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    const iphone = bank.agent();
    await signIn(iphone, customerId, { 'User-Agent': SAFARI_ON_IPHONE });
    // The iPhone's notice is the only one: the first sign-in's would have come before it.
    expect((await signInsOf(iphone, 1)).map((n) => n.message)).toEqual([expect.stringContaining('Safari on iPhone signed in to your account for the first time')]);
  });

  it('a device is known per customer: another customer signing in on the same browser is told', async () => {
    // Customers who have signed in before (bank.newCustomer signs them in): their next new browser is news.
    const [first, second] = [await bank.newCustomer('SIGNIN'), await bank.newCustomer('SIGNIN')];
    const browser = bank.agent();
    await signIn(browser, first.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    await browser.post('/api/logout').expect(204);
    await signIn(browser, second.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    expect(await signInsOf(first.agent, 1)).toHaveLength(1);
    expect(await signInsOf(second.agent, 1)).toHaveLength(1);
    // And back to the first: known for them. (A sign-in from a new browser after it marks when its notice would have come.)
    await signIn(browser, first.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    await signIn(bank.agent(), first.customerId, { 'User-Agent': SAFARI_ON_IPHONE });
    expect((await signInsOf(first.agent, 2)).map((n) => n.message)).toEqual([expect.stringContaining('Chrome on Windows'), expect.stringContaining('Safari on iPhone')]);
  });

  itCheckingDatabase('a malformed or forged device cookie is a new device with a new token; a failed sign-in remembers nothing', 'reads known_devices in SQL', async () => {
    const customer = await bank.newCustomer('SIGNIN');
    const devices = () => bank.database!.sql(`select 1 from identity.known_devices where user_id = $1`, [customer.id]);
    // newCustomer's sign-in is its one known device.
    await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: 'wrong-password-1' }).expect(401);
    expect(await devices()).toHaveLength(1);

    const forged = await bank.agent().post('/api/login').set('Cookie', 'bank.device=not-a-token').set('User-Agent', CHROME_ON_WINDOWS)
      .send({ customerId: customer.customerId, password: CUSTOMER_PASSWORD }).expect(200);
    const cookie = (forged.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bank.device='))!;
    expect(cookie).toMatch(/^bank\.device=[\w-]{43};/);
    expect(await signInsOf(customer.agent, 1)).toHaveLength(1);
    expect(await devices()).toHaveLength(2);
  }, { spendsIpAllowance: 'spends one wrong password of this IP' });

  itCheckingDatabase('purge-sessions forgets devices unseen for longer than their cookie lives', 'ages known_devices in SQL and runs purge-sessions', async () => {
    const customer = await bank.newCustomer('SIGNIN');
    const browser = bank.agent();
    await signIn(browser, customer.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    await bank.database!.sql(`update identity.known_devices set last_seen_at = now() - interval '401 days' where user_id = $1`, [customer.id]);
    // The counts are the whole bank's, and another run of the job (its schedule, another suite) may purge this device first.
    expect(await bank.database!.runJob('purge-sessions')).toMatch(/\d+ forgotten devices/);
    expect(await bank.database!.sql(`select 1 from identity.known_devices where user_id = $1`, [customer.id])).toEqual([]);
    // The browser is now a stranger again.
    await signIn(browser, customer.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
    expect(await signInsOf(customer.agent, 2)).toHaveLength(2);
  });

  describeWithDatabase('behind a proxy, as in production: known devices and addresses', 'reads known_devices and the notifications in SQL, behind a proxy of its own', () => {
    let t: TestApp;
    let customers = 0;
    // Behind one proxy (TRUST_PROXY), as in production: the client's address comes from X-Forwarded-For.
    beforeAll(async () => { t = await createTestApp({ trustProxy: true }); });
    afterAll(() => t.close());

    async function signIn(agent: TestAgent, customerId: string, headers: Record<string, string> = {}) {
      return agent.post('/api/login').set(headers).send({ customerId, password: TEST_PASSWORD }).expect(200);
    }

    async function signInsOf(userId: string): Promise<Notice[]> {
      await drainOutbox(t);
      return t.sql<Notice>(`select title, message, priority, type from notifications.notifications where user_id = $1 and title = 'New sign-in' order by created_at, id`, [userId]);
    }

    /** A customer who has signed in before (elsewhere, long ago): their first sign-in is no alarm. */
    async function aCustomer() {
      const user = await t.createUser(`SIGNIN${++customers}`);
      await signedInBefore(t, user.id);
      return user;
    }

    it('tells a customer of a new browser once, naming it, high priority; its next sign-ins are not news', async () => {
      const user = await aCustomer();
      const browser = t.agent();
      const first = await signIn(browser, user.customerId, { 'User-Agent': CHROME_ON_WINDOWS, 'X-Forwarded-For': '81.2.69.160' });

      // The device cookie: httpOnly, only for the sign-in route, long-lived; its hash alone is stored.
      const cookie = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bank.device='))!;
      expect(cookie).toMatch(/; Path=\/api\/login/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Max-Age=34560000/);
      const token = /^bank\.device=([\w-]{43});/.exec(cookie)![1];
      const devices = await t.sql<{ token_hash: Buffer; description: string }>(`select token_hash, description from identity.known_devices where user_id = $1`, [user.id]);
      expect(devices).toEqual([{ token_hash: createHash('sha256').update(token).digest(), description: 'Chrome on Windows' }]);

      expect(await signInsOf(user.id)).toEqual([{
        type: 'security', title: 'New sign-in', priority: 'high',
        message: "Chrome on Windows signed in to your account for the first time, from IP address 81.2.69.160. If this wasn't you, change your password now.",
      }]);

      // The same browser again, even from another address: known, so nothing new; the events are still recorded.
      await signIn(browser, user.customerId, { 'User-Agent': CHROME_ON_WINDOWS, 'X-Forwarded-For': '81.2.69.161' });
      await signIn(browser, user.customerId, { 'User-Agent': CHROME_ON_WINDOWS });
      expect(await signInsOf(user.id)).toHaveLength(1);
      const [{ events }] = await t.sql<{ events: number }>(
        `select count(*)::int as events from platform.outbox where event_type = 'identity.user-signed-in' and payload->>'userId' = $1`, [user.id]);
      expect(events).toBe(3);

      // Another browser is news again.
      await signIn(t.agent(), user.customerId, { 'User-Agent': SAFARI_ON_IPHONE, 'X-Forwarded-For': '2a02:c7c:1234::1' });
      expect((await signInsOf(user.id)).map((n) => n.message)).toEqual([
        expect.stringContaining('Chrome on Windows'),
        "Safari on iPhone signed in to your account for the first time, from IP address 2a02:c7c:1234::1. If this wasn't you, change your password now.",
      ]);
    });

    it('never shows a loopback or private address, and names an unrecognised browser as such', async () => {
      for (const forwarded of [undefined, '127.0.0.1', '10.0.0.5', '192.168.1.20', '::1', 'fd00::5']) {
        const user = await aCustomer();
        await signIn(t.agent(), user.customerId, { 'User-Agent': 'curl/8.5.0', ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) });
        const [notice] = await signInsOf(user.id);
        expect(notice.message).toBe("An unrecognised browser signed in to your account for the first time. If this wasn't you, change your password now.");
      }
    });
  });
});
