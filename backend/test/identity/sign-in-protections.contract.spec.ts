import { jest } from '@jest/globals';
import request from 'supertest';
import type { PasswordHasher } from '../../src/modules/identity/application/ports/password-hasher.js';
import { PASSWORD_HASHER } from '../../src/modules/identity/identity.tokens.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const THROTTLED = { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.', code: 'IDENTITY.LOGIN_THROTTLED' };

/** The statuses of the responses, counted: { 401: 5, 429: 45 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithDatabase('sign-in throttle under parallel attempts', 'locks its own customers and its IP out, and counts failures in SQL', () => {
  let t: TestApp;
  const login = (customerId: string, password: string) => t.agent().post('/api/login').send({ customerId, password });

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of ['BURST1', 'BURST2', 'REGULAR1', 'REGULAR2']) await t.createUser(id);
  });
  // Every request of these suites comes from one IP: each test starts with no failures.
  beforeEach(() => t.sql(`delete from identity.login_failures`));
  afterAll(() => t.close());

  it('50 parallel wrong passwords for one customer id: 5 are checked (401), the other 45 refused (429)', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => login('BURST1', 'wrong-password')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 45 });
    expect(responses.find((r) => r.status === 429)!.body).toEqual(THROTTLED);
    const [{ count }] = await t.sql<{ count: string }>(`select count(*) from identity.login_failures where customer_id = 'BURST1'`);
    expect(Number(count)).toBe(5);
  });

  it('the right password sent last in a burst of 30 is refused: the burst had its 5 guesses', async () => {
    // `then` sends a request now (supertest sends on the first `then`).
    const wrong = Array.from({ length: 29 }, () => login('BURST2', 'wrong-password').then((response) => response));
    // The right one leaves while the wrong ones are still being checked (argon2 takes far longer).
    await pause(50);
    const right = await login('BURST2', TEST_PASSWORD);
    const responses = await Promise.all(wrong);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(THROTTLED);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 24 });
  });

  /** Failures from this IP (every request here comes from it) for other ids, as if they had just been made. */
  async function failuresFromThisIp(count: number): Promise<void> {
    await login('SEED', 'wrong-password').expect(401);
    await t.sql(`insert into identity.login_failures (customer_id, ip) select 'SEED' || n, ip from identity.login_failures, generate_series(2, $1) n`, [count]);
  }

  it('the per-IP limit holds at exactly 30 failures, whatever the customer ids', async () => {
    await failuresFromThisIp(20);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`NOBODY${i}`, 'wrong-password')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 10, 429: 10 });
    // A customer who has not failed once is refused from that IP too.
    expect((await login('REGULAR1', TEST_PASSWORD)).status).toBe(429);
  });

  it('successful sign-ins are never counted, per customer or per IP', async () => {
    await failuresFromThisIp(25);
    for (let i = 0; i < 7; i++) await login('REGULAR1', TEST_PASSWORD).expect(200);
    const [{ count }] = await t.sql<{ count: string }>(`select count(*) from identity.login_failures`);
    expect(Number(count)).toBe(25);
  });

  it('a browser the customer signed in from before still signs in while strangers keep the id locked; others get 429', async () => {
    await t.createUser('OWNER1');
    const owners = request.agent(t.app.getHttpServer());
    await owners.post('/api/login').send({ customerId: 'OWNER1', password: TEST_PASSWORD }).expect(200);
    await owners.post('/api/logout').expect(204);
    // Someone who knows the id: five wrong passwords lock it.
    for (let i = 0; i < 5; i++) await login('OWNER1', 'wrong-password').expect(401);
    expect((await login('OWNER1', TEST_PASSWORD).expect(429)).body).toEqual(THROTTLED);
    // The owner's browser (its device cookie) is not held by that lock.
    await owners.post('/api/login').send({ customerId: 'OWNER1', password: TEST_PASSWORD }).expect(200);
    // A forged or unknown device cookie is just a new browser.
    await t.agent().post('/api/login').set('Cookie', `bank.device=${'x'.repeat(43)}`).send({ customerId: 'OWNER1', password: 'wrong-password' }).expect(401);
  });

  it('the lock backs off: 15 minutes after the first five failures, 30 after the next five, then 60', async () => {
    await t.createUser('TARGET1');
    const age = (minutes: number) => t.sql(`update identity.login_failures set attempted_at = attempted_at - make_interval(mins => $1) where customer_id = 'TARGET1'`, [minutes]);
    for (let i = 0; i < 5; i++) await login('TARGET1', 'wrong-password').expect(401);
    expect((await login('TARGET1', TEST_PASSWORD).expect(429)).body).toEqual(THROTTLED);
    await age(16);
    for (let i = 0; i < 5; i++) await login('TARGET1', 'wrong-password').expect(401);
    expect((await login('TARGET1', TEST_PASSWORD).expect(429)).body.message).toBe('Too many failed sign-in attempts. Please try again in 30 minutes.');
    await age(16);
    await login('TARGET1', TEST_PASSWORD).expect(429);
    await age(15);
    for (let i = 0; i < 5; i++) await login('TARGET1', 'wrong-password').expect(401);
    expect((await login('TARGET1', TEST_PASSWORD).expect(429)).body.message).toBe('Too many failed sign-in attempts. Please try again in 60 minutes.');
  });

  it('a right password clears the customer\'s earlier failures, as before', async () => {
    for (let i = 0; i < 4; i++) await login('REGULAR2', 'wrong-password').expect(401);
    await login('REGULAR2', TEST_PASSWORD).expect(200);
    for (let i = 0; i < 5; i++) await login('REGULAR2', 'wrong-password').expect(401);
    await login('REGULAR2', TEST_PASSWORD).expect(429);
  });
});

describeWithDatabase('customer ids cannot be told apart by timing', 'watches the app\'s own hasher and clears failures in SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('TIMED');
  });
  afterAll(() => t.close());

  /** `$argon2id$v=19$m=65536,t=3,p=4$salt$hash` → its algorithm, version and cost parameters. */
  function parameters(encoded: string): Record<string, string> {
    const [, algorithm, version, costs] = encoded.split('$');
    return { algorithm, ...Object.fromEntries([version, ...costs.split(',')].map((pair) => pair.split('='))) };
  }

  it('an unknown id is checked against a hash with the parameters of real password hashes', async () => {
    const hasher = t.app.get<symbol, PasswordHasher>(PASSWORD_HASHER);
    const verify = jest.spyOn(hasher, 'verify');
    try {
      await t.agent().post('/api/login').send({ customerId: 'NOSUCHID', password: TEST_PASSWORD }).expect(401);
      expect(verify).toHaveBeenCalledTimes(1);
      const [dummy] = verify.mock.calls[0];
      const [real] = await t.sql<{ password_hash: string }>(`select password as password_hash from identity.users where customer_id = 'TIMED'`);
      expect(parameters(real.password_hash)).toEqual({ algorithm: 'argon2id', v: expect.any(String), m: expect.any(String), t: expect.any(String), p: expect.any(String) });
      expect(parameters(dummy)).toEqual(parameters(real.password_hash));
      // Not a hash of anything a caller could send.
      expect(await hasher.verify(dummy, TEST_PASSWORD)).toBe(false);
      expect(await hasher.verify(dummy, '')).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });
});
