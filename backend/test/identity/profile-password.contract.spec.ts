import { itCheckingDatabase, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, eventually, type DemoBank } from '../support/demo-bank.js';

const NEW_PASSWORD = 'Brand-New-Secret-7';
const change = (over: Record<string, unknown> = {}) => ({ currentPassword: CUSTOMER_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...over });

describe('the customer changes their password', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  const aCustomer = () => t.newCustomer('PASS');

  it('is 401 when signed out', async () => {
    await t.agent().patch('/api/user/password').send(change()).expect(401);
  });

  it('answers 400 with the specification messages', async () => {
    const { agent } = await aCustomer();
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
    const { customerId, agent } = await aCustomer();
    const res = await agent.patch('/api/user/password').send(change({ currentPassword: 'Not-The-Password' })).expect(400);
    expect(res.body).toEqual({
      message: 'Current password is incorrect', code: 'IDENTITY.CURRENT_PASSWORD_INCORRECT',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    await t.agent().post('/api/login').send({ customerId, password: CUSTOMER_PASSWORD }).expect(200);
  });

  it('ends every other session, keeps this one, and only the new password signs in afterwards', async () => {
    const customer = await aCustomer();
    const phone = customer.agent;
    const laptop = await t.newSession(customer);
    const here = await t.newSession(customer);
    const someoneElse = (await aCustomer()).agent;
    const { customerId } = customer;

    const res = await here.patch('/api/user/password').send(change()).expect(200);
    expect(res.body).toEqual({ message: 'Password Changed', otherSessionsEnded: 2 });

    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(401);
    await here.get('/api/user').expect(200);
    await someoneElse.get('/api/user').expect(200);

    await t.agent().post('/api/login').send({ customerId, password: CUSTOMER_PASSWORD }).expect(401);
    await t.agent().post('/api/login').send({ customerId, password: NEW_PASSWORD }).expect(200);

    const security = await here.get('/api/user/security').expect(200);
    expect(new Date(security.body.passwordChangedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  itCheckingDatabase('stores the new password as an argon2id hash and records PasswordChanged in the outbox', 'reads identity.users and platform.outbox', async () => {
    const customer = await aCustomer();
    const here = await t.newSession(customer);
    await here.patch('/api/user/password').send(change()).expect(200);
    const [user] = await t.database!.sql<{ password: string }>(`select password from identity.users where id = $1`, [customer.id]);
    expect(user.password).toMatch(/^\$argon2id\$/);
    const events = await t.database!.sql<{ payload: object }>(`select payload from platform.outbox where event_type = 'identity.password-changed' and payload->>'userId' = $1`, [customer.id]);
    expect(events).toEqual([{ payload: { userId: customer.id, otherSessionsEnded: 1 } }]);
  });

  it('a password change becomes a high-priority security notification', async () => {
    const customer = await aCustomer();
    const here = await t.newSession(customer);
    await here.patch('/api/user/password').send(change()).expect(200);
    const notice = await eventually('the password-changed notification', async () => {
      const list = await here.get('/api/notifications').expect(200);
      return list.body.items.find((n: { title: string }) => n.title === 'Password changed');
    });
    expect(notice).toMatchObject({ type: 'security', priority: 'high', actionUrl: '/settings' });
    expect(notice.message).toContain('1 session on other devices ended');
  });

  // The lock it reaches is its own customer's (5 failures of the customer id); the IP's is far off.
  itSpendingIpAllowance('guessing the current password through a session is throttled like sign-in', 'its wrong passwords spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { agent } = await aCustomer();
    for (let i = 0; i < 5; i++) await agent.patch('/api/user/password').send(change({ currentPassword: `guess-${i}-wrong` })).expect(400);
    const res = await agent.patch('/api/user/password').send(change()).expect(429);
    expect(res.body.code).toBe('IDENTITY.LOGIN_THROTTLED');
  });
});
