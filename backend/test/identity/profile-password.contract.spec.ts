import { drainOutbox } from '../notifications/notifications-support.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';
import { describeWithDatabase } from '../support/contract-target.js';

const NEW_PASSWORD = 'Brand-New-Secret-7';
const change = (over: Record<string, unknown> = {}) => ({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...over });

describeWithDatabase('the customer changes their password', 'makes customers of its own whose password it changes', () => {
  let t: TestApp;
  let customers = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  const aCustomer = () => t.createUser(`PASS${++customers}`);

  it('is 401 when signed out', async () => {
    await t.agent().patch('/api/user/password').send(change()).expect(401);
  });

  it('answers 400 with the specification messages', async () => {
    const { customerId } = await aCustomer();
    const agent = await t.signedIn(customerId);
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: '' }, 'Current password is required'],
      [{ currentPassword: undefined }, 'Current password is required'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ newPassword: undefined }, 'Password must be at least 8 characters'],
      [{ confirmPassword: '' }, 'Please confirm your password'],
      [{ confirmPassword: 'Something-Else-1' }, "Passwords don't match"],
    ];
    for (const [over, message] of cases) {
      const res = await agent.patch('/api/user/password').send(change(over)).expect(400);
      expect({ over, message: res.body.message }).toEqual({ over, message });
    }
  });

  it("a wrong current password is 400 'Current password is incorrect' and changes nothing", async () => {
    const { customerId } = await aCustomer();
    const agent = await t.signedIn(customerId);
    const res = await agent.patch('/api/user/password').send(change({ currentPassword: 'Not-The-Password' })).expect(400);
    expect(res.body).toEqual({
      message: 'Current password is incorrect', code: 'IDENTITY.CURRENT_PASSWORD_INCORRECT',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    await t.agent().post('/api/login').send({ customerId, password: TEST_PASSWORD }).expect(200);
  });

  it('ends every other session, keeps this one, and only the new password signs in afterwards', async () => {
    const { id, customerId } = await aCustomer();
    const phone = await t.signedIn(customerId);
    const laptop = await t.signedIn(customerId);
    const here = await t.signedIn(customerId);
    const someoneElse = await t.signedIn((await aCustomer()).customerId);

    const res = await here.patch('/api/user/password').send(change()).expect(200);
    expect(res.body).toEqual({ message: 'Password Changed', otherSessionsEnded: 2 });

    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(401);
    await here.get('/api/user').expect(200);
    await someoneElse.get('/api/user').expect(200);

    await t.agent().post('/api/login').send({ customerId, password: TEST_PASSWORD }).expect(401);
    await t.agent().post('/api/login').send({ customerId, password: NEW_PASSWORD }).expect(200);

    const [user] = await t.sql<{ password: string }>(`select password from identity.users where id = $1`, [id]);
    expect(user.password).toMatch(/^\$argon2id\$/);
    const security = await here.get('/api/user/security').expect(200);
    expect(new Date(security.body.passwordChangedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records PasswordChanged in the outbox, which becomes a high-priority security notification', async () => {
    const { id, customerId } = await aCustomer();
    await t.signedIn(customerId);
    const here = await t.signedIn(customerId);
    await here.patch('/api/user/password').send(change()).expect(200);
    const events = await t.sql<{ payload: object }>(`select payload from platform.outbox where event_type = 'identity.password-changed' and payload->>'userId' = $1`, [id]);
    expect(events).toEqual([{ payload: { userId: id, otherSessionsEnded: 1 } }]);

    await drainOutbox(t);
    const list = await here.get('/api/notifications').expect(200);
    const notice = list.body.items.find((n: { title: string }) => n.title === 'Password changed');
    expect(notice).toMatchObject({ type: 'security', priority: 'high', actionUrl: '/settings' });
    expect(notice.message).toContain('1 session on other devices ended');
  });

  it('guessing the current password through a session is throttled like sign-in', async () => {
    const { customerId } = await aCustomer();
    const agent = await t.signedIn(customerId);
    for (let i = 0; i < 5; i++) await agent.patch('/api/user/password').send(change({ currentPassword: `guess-${i}-wrong` })).expect(400);
    const res = await agent.patch('/api/user/password').send(change()).expect(429);
    expect(res.body.code).toBe('IDENTITY.LOGIN_THROTTLED');
  });
});
