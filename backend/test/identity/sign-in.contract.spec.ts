import { itCheckingDatabase, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, DEMO, eventually, type DemoBank } from '../support/demo-bank.js';

/** The session cookie of a response (the sign-in also sets the device cookie). */
const sessionCookie = (res: { headers: Record<string, unknown> }) => (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('bank.sid='))!;

// Against a deployed server each sign-in here is real: these tests sign in a handful of times and
// fail only with an unknown customer id or once for Alex, whose next sign-in clears it; the
// per-customer throttle's five failures (a customer of the suite's) run only where the server
// multiplies its per-IP allowances (itSpendingIpAllowance).
describe('sign-in, sign-out and the current user', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());
  const alex = { customerId: DEMO.alex.customerId, password: DEMO.alex.password };

  it('signs in with the right password: 200 with the user, never the hash, and lastLoginAt set', async () => {
    const res = await bank.agent().post('/api/login').send(alex).expect(200);
    expect(res.body.user).toMatchObject({ customerId: 'DEMO001', firstName: 'Alex', role: 'user', sessionTimeoutMinutes: expect.any(Number) });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    expect(new Date(res.body.user.lastLoginAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(sessionCookie(res)).toMatch(/^bank\.sid=.*HttpOnly.*SameSite=Lax/);
  });

  it("a customer's first sign-in has no previous one (welcomed, not welcomed back); the next names it, the current one is not 'last login'", async () => {
    const customer = await bank.newCustomer('FIRSTDAY');
    // newCustomer signed in once: that was the first visit.
    const { body: first } = await customer.agent.get('/api/user').expect(200);
    expect(first.previousLoginAt).toBeNull();
    expect(first.lastLoginAt).toEqual(expect.any(String));
    const { body: second } = await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: customer.password }).expect(200);
    expect(second.user.previousLoginAt).toBe(first.lastLoginAt);
    expect(new Date(second.user.lastLoginAt).getTime()).toBeGreaterThanOrEqual(new Date(first.lastLoginAt).getTime());
  });

  it('answers 401 "Invalid customer ID or password" for a wrong password and for an unknown id alike', async () => {
    for (const body of [{ ...alex, password: 'wrong-password' }, { customerId: 'NOBODY', password: CUSTOMER_PASSWORD }]) {
      const res = await bank.agent().post('/api/login').send(body).expect(401);
      expect(res.body).toEqual({ message: 'Invalid customer ID or password', code: 'IDENTITY.INVALID_CREDENTIALS' });
    }
  });

  it('answers 400 with the specification messages for missing fields', async () => {
    const res = await bank.agent().post('/api/login').send({ customerId: '', password: '' }).expect(400);
    expect(res.body.message).toBe('Customer ID is required');
    expect(res.body.details).toEqual([
      { field: 'customerId', message: 'Customer ID is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    const noPassword = await bank.agent().post('/api/login').send({ customerId: 'DEMO001' }).expect(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('refuses a password longer than any the bank sets (256) with 400, before checking it: never a failed sign-in', async () => {
    const customer = await bank.newCustomer('LONGPASS');
    const tooLong = 'x'.repeat(257);
    // More than the five failures that would lock the customer id, were these counted.
    for (let i = 0; i < 6; i++) {
      const res = await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: tooLong }).expect(400);
      expect(res.body.details).toEqual([{ field: 'password', message: 'Password must be at most 256 characters' }]);
    }
    await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: customer.password }).expect(200);
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const agent = bank.agent();
    const first = await agent.post('/api/login').send(alex).expect(200);
    const second = await agent.post('/api/login').send(alex).expect(200);
    expect(sessionCookie(first).split(';')[0]).not.toBe(sessionCookie(second).split(';')[0]);
  });

  it('GET /api/user is 401 when signed out and the user when signed in', async () => {
    const res = await bank.agent().get('/api/user').expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHENTICATED' });
    const me = (await (await bank.signedIn(DEMO.alex)).get('/api/user').expect(200)).body;
    expect(me.customerId).toBe('DEMO001');
    expect(me.accounts.map((a: { accountType: string }) => a.accountType)).toEqual(['checking', 'savings', 'credit']);
  });

  it('sign-out destroys the session on the server', async () => {
    const agent = await bank.newSession(DEMO.sam);
    const cookie = (await agent.get('/api/user')).request.cookies;
    await agent.post('/api/logout').expect(204);
    await agent.get('/api/user').expect(401);
    await bank.agent().get('/api/user').set('Cookie', cookie).expect(401);
  });

  // The right password, so neither refusal counts as a failed sign-in.
  it('refuses a login-restricted user with 403 and the reason, and creates no session', async () => {
    const customer = await bank.newCustomer('RESTRICTED');
    await (await bank.admin()).patch(`/api/admin/users/${customer.id}/restrictions`)
      .send({ loginRestricted: true, transactionRestricted: false, reason: 'Suspicious activity under review' }).expect(200);
    const res = await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: customer.password }).expect(403);
    expect(res.body).toEqual({ message: 'Login is restricted on this profile: Suspicious activity under review', code: 'IDENTITY.LOGIN_RESTRICTED' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an inactive user with 403', async () => {
    const customer = await bank.newCustomer('INACTIVE');
    await (await bank.admin()).patch(`/api/admin/users/${customer.id}/status`).send({ isActive: false }).expect(200);
    const res = await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: customer.password }).expect(403);
    expect(res.body.code).toBe('IDENTITY.USER_INACTIVE');
  });

  itSpendingIpAllowance('after 5 failures for one customer id within 15 minutes answers 429, even with the right password',
    'its wrong passwords spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    const customer = await bank.newCustomer('THROTTLED');
    // Browsers that never signed in to this customer id: the lock holds them.
    for (let i = 0; i < 5; i++) await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: 'nope-nope' }).expect(401);
    const res = await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: customer.password }).expect(429);
    expect(res.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  itCheckingDatabase('a customer id locked by 5 failures signs in again once the 15 minutes have passed', 'moves the failures back in SQL', async () => {
    const customer = await bank.newCustomer('THROTTLED');
    const signIn = (password: string) => bank.agent().post('/api/login').send({ customerId: customer.customerId, password });
    for (let i = 0; i < 5; i++) await signIn('nope-nope').expect(401);
    await signIn(customer.password).expect(429);
    await bank.database!.sql(`update identity.login_failures set attempted_at = now() - interval '16 minutes' where customer_id = $1`, [customer.customerId]);
    await signIn(customer.password).expect(200);
  }, { spendsIpAllowance: 'its wrong passwords spend the per-IP sign-in allowance, which a server shares among runs' });

  itCheckingDatabase('records a UserSignedIn event in the outbox and dispatches it', 'reads the outbox table', async () => {
    const customer = await bank.newCustomer('SIGNEDIN');
    await eventually('the sign-in event, dispatched', async () => {
      const rows = await bank.database!.sql<{ published: boolean }>(
        `select published_at is not null as published from platform.outbox where event_type = 'identity.user-signed-in' and payload->>'userId' = $1`, [customer.id]);
      return rows.length > 0 && rows.every((r) => r.published) ? true : undefined;
    });
  });
});
