import { jest } from '@jest/globals';
import type { PasswordHasher } from '../../src/modules/identity/application/ports/password-hasher.js';
import { PASSWORD_HASHER } from '../../src/modules/identity/identity.tokens.js';
import { describeWithDatabase, itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, uniqueName, type Customer, type DemoBank } from '../support/demo-bank.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const THROTTLED = { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.', code: 'IDENTITY.LOGIN_THROTTLED' };

/** The statuses of the responses, counted: { 401: 5, 429: 45 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Why a test runs against a server only when it multiplies its per-IP allowances: it spends some. */
const WRONG_PASSWORDS = 'its wrong passwords spend the per-IP sign-in allowance, which a server shares among runs';

describe('sign-in throttle under parallel attempts', () => {
  let bank: DemoBank;
  const login = (customerId: string, password: string) => bank.agent().post('/api/login').send({ customerId, password });
  /** Signs in as the customer with the right password. */
  const loginAs = (customer: Customer) => login(customer.customerId, customer.password);

  beforeAll(async () => { bank = await connectToDemoBank(); });
  // Every request of these suites comes from one IP: locally each test starts with no failures.
  beforeEach(() => bank.local?.sql(`delete from identity.login_failures`));
  afterAll(() => bank.close());

  itCheckingDatabase('50 parallel wrong passwords for one customer id: 5 are checked (401), the other 45 refused (429)', "counts the customer's failures in SQL", async () => {
    const burst = await bank.newCustomer('BURST');
    const responses = await Promise.all(Array.from({ length: 50 }, () => login(burst.customerId, 'wrong-password')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 45 });
    expect(responses.find((r) => r.status === 429)!.body).toEqual(THROTTLED);
    const [{ count }] = await bank.database!.sql<{ count: string }>(`select count(*) from identity.login_failures where customer_id = $1`, [burst.customerId]);
    expect(Number(count)).toBe(5);
  }, { spendsIpAllowance: WRONG_PASSWORDS });

  itSpendingIpAllowance('the right password sent last in a burst of 30 is refused: the burst had its 5 guesses', WRONG_PASSWORDS, async () => {
    const burst = await bank.newCustomer('BURST');
    // `then` sends a request now (supertest sends on the first `then`).
    const wrong = Array.from({ length: 29 }, () => login(burst.customerId, 'wrong-password').then((response) => response));
    // The right one leaves once the burst's 5 guesses are claimed (a first 429 says so), while those 5 are
    // still being checked (argon2 takes far longer); a fixed head start could lose that race on a busy machine.
    const refused = wrong.map((attempt) => attempt.then((response) => (response.status === 429 ? undefined : new Promise<void>(() => {}))));
    await Promise.race([...refused, Promise.all(wrong)]);
    const right = await loginAs(burst);
    const responses = await Promise.all(wrong);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(THROTTLED);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 24 });
  });

  /**
   * Failures from this IP (every request here comes from it) for other ids of the test's own, as
   * if they had just been made: the ids' common start.
   */
  async function failuresFromThisIp(count: number): Promise<string> {
    const seed = uniqueName('SEED');
    await login(seed, 'wrong-password').expect(401);
    await bank.database!.sql(`insert into identity.login_failures (customer_id, ip) select customer_id || n, ip from identity.login_failures, generate_series(2, $2) n where customer_id = $1`, [seed, count]);
    return seed;
  }

  itLocally('the per-IP limit holds at exactly 30 failures, whatever the customer ids', 'reaches the per-IP sign-in limit, which a server shares among runs', async () => {
    const regular = await bank.newCustomer('REGULAR');
    await failuresFromThisIp(20);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`NOBODY${i}`, 'wrong-password')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 10, 429: 10 });
    // A customer who has not failed once is refused from that IP too.
    expect((await loginAs(regular)).status).toBe(429);
  });

  // Locally 25 failures leave this IP 5 before its limit, so a counted sign-in would soon be refused;
  // on a server the count of the test's own ids says the same.
  itCheckingDatabase('successful sign-ins are never counted, per customer or per IP', "seeds failures of this IP in SQL and counts the test's own", async () => {
    const regular = await bank.newCustomer('REGULAR');
    const seed = await failuresFromThisIp(25);
    for (let i = 0; i < 7; i++) await loginAs(regular).expect(200);
    // Every counted attempt is a row of its customer id and IP.
    const [{ count }] = await bank.database!.sql<{ count: string }>(
      `select count(*) from identity.login_failures where customer_id = $1 or customer_id like $2 || '%'`, [regular.customerId, seed]);
    expect(Number(count)).toBe(25);
  }, { spendsIpAllowance: 'its failures seeded for this IP spend the per-IP sign-in allowance, which a server shares among runs' });

  itSpendingIpAllowance('a browser the customer signed in from before still signs in while strangers keep the id locked; others get 429', WRONG_PASSWORDS, async () => {
    // The customer's own browser signed in once (newCustomer).
    const owner = await bank.newCustomer('OWNER');
    await owner.agent.post('/api/logout').expect(204);
    // Someone who knows the id: five wrong passwords lock it.
    for (let i = 0; i < 5; i++) await login(owner.customerId, 'wrong-password').expect(401);
    expect((await loginAs(owner).expect(429)).body).toEqual(THROTTLED);
    // The owner's browser (its device cookie) is not held by that lock.
    await owner.agent.post('/api/login').send({ customerId: owner.customerId, password: owner.password }).expect(200);
    // A forged or unknown device cookie is just a new browser.
    await bank.agent().post('/api/login').set('Cookie', `bank.device=${'x'.repeat(43)}`).send({ customerId: owner.customerId, password: 'wrong-password' }).expect(401);
  });

  itCheckingDatabase('the lock backs off: 15 minutes after the first five failures, 30 after the next five, then 60', "moves the customer's failures back in SQL", async () => {
    const target = await bank.newCustomer('TARGET');
    const age = (minutes: number) => bank.database!.sql(`update identity.login_failures set attempted_at = attempted_at - make_interval(mins => $2) where customer_id = $1`, [target.customerId, minutes]);
    for (let i = 0; i < 5; i++) await login(target.customerId, 'wrong-password').expect(401);
    expect((await loginAs(target).expect(429)).body).toEqual(THROTTLED);
    await age(16);
    for (let i = 0; i < 5; i++) await login(target.customerId, 'wrong-password').expect(401);
    expect((await loginAs(target).expect(429)).body.message).toBe('Too many failed sign-in attempts. Please try again in 30 minutes.');
    await age(16);
    await loginAs(target).expect(429);
    await age(15);
    for (let i = 0; i < 5; i++) await login(target.customerId, 'wrong-password').expect(401);
    expect((await loginAs(target).expect(429)).body.message).toBe('Too many failed sign-in attempts. Please try again in 60 minutes.');
  }, { spendsIpAllowance: WRONG_PASSWORDS });

  itSpendingIpAllowance('a right password clears the customer\'s earlier failures, as before', WRONG_PASSWORDS, async () => {
    const regular = await bank.newCustomer('REGULAR');
    for (let i = 0; i < 4; i++) await login(regular.customerId, 'wrong-password').expect(401);
    await loginAs(regular).expect(200);
    for (let i = 0; i < 5; i++) await login(regular.customerId, 'wrong-password').expect(401);
    await loginAs(regular).expect(429);
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
