import { createTestApp, type TestApp } from '../support/test-app.js';
import { describeWithDatabase } from '../support/contract-target.js';

const aProfile = (over: Record<string, unknown> = {}) => ({
  firstName: 'Maria', lastName: 'Silva', email: 'maria.silva@example.test', phone: '+351 912 345 678', address: 'Rua Augusta 1, Lisboa', ...over,
});

describeWithDatabase('the customer edits their profile', 'makes customers of its own to edit', () => {
  let t: TestApp;
  let customers = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  async function aCustomer() {
    const user = await t.createUser(`PROF${++customers}`);
    return { ...user, agent: await t.signedIn(user.customerId) };
  }

  it('both routes are 401 when signed out', async () => {
    await t.agent().patch('/api/user/profile').send(aProfile()).expect(401);
    await t.agent().patch('/api/auth/profile').send(aProfile()).expect(401);
  });

  it('PATCH /api/user/profile saves the five fields (trimmed) and answers the updated user', async () => {
    const { agent, customerId } = await aCustomer();
    const res = await agent.patch('/api/user/profile').send(aProfile({ firstName: '  Maria ', email: ' maria.p1@example.test ' })).expect(200);
    expect(res.body).toMatchObject({
      customerId, firstName: 'Maria', lastName: 'Silva', email: 'maria.p1@example.test', phone: '+351 912 345 678',
      address: 'Rua Augusta 1, Lisboa', role: 'user', sessionTimeoutMinutes: 15,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ firstName: 'Maria', email: 'maria.p1@example.test' });
  });

  it('ignores fields a customer may not change (role, customer id, restrictions)', async () => {
    const { agent, customerId } = await aCustomer();
    const res = await agent.patch('/api/user/profile')
      .send(aProfile({ email: `p-${customerId}@example.test`, role: 'admin', customerId: 'ADMIN001', transactionRestricted: true, isVerified: true }))
      .expect(200);
    expect(res.body).toMatchObject({ customerId, role: 'user', transactionRestricted: false, isVerified: false });
  });

  it('PATCH /api/user/profile answers 400 with the Settings tab messages', async () => {
    const { agent } = await aCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'First name is required'],
      [{ firstName: '   ' }, 'First name is required'],
      [{ firstName: undefined }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: 42 }, 'Invalid email address'],
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: undefined }, 'Phone number is required'],
      [{ address: '' }, 'Address is required'],
      [{ address: null }, 'Address is required'],
      [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
      [{ phone: '1'.repeat(33) }, 'Phone number must be at most 32 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await agent.patch('/api/user/profile').send(aProfile(over)).expect(400);
      expect({ over, message: res.body.message, code: res.body.code }).toEqual({ over, message, code: 'VALIDATION' });
    }
    const empty = await agent.patch('/api/user/profile').send({}).expect(400);
    expect(empty.body.details.map((d: { field: string; message: string }) => d.message)).toEqual([
      'First name is required', 'Last name is required', 'Invalid email address', 'Phone number is required', 'Address is required',
    ]);
  });

  it('PATCH /api/auth/profile (the Profile page) needs a phone of at least 10 and keeps the address', async () => {
    const { agent } = await aCustomer();
    await agent.patch('/api/user/profile').send(aProfile({ email: 'auth.p@example.test', address: 'Kept Street 9' })).expect(200);
    for (const phone of ['123456789', '', undefined]) {
      const res = await agent.patch('/api/auth/profile').send({ firstName: 'Ana', lastName: 'Lima', email: 'auth.p@example.test', phone }).expect(400);
      expect(res.body.message).toBe('Phone number must be at least 10 digits');
    }
    const res = await agent.patch('/api/auth/profile')
      .send({ firstName: 'Ana', lastName: 'Lima', email: 'auth.p2@example.test', phone: '0123456789', address: 'ignored here' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Ana', lastName: 'Lima', email: 'auth.p2@example.test', phone: '0123456789', address: 'Kept Street 9' });
  });

  it("an email already used by another customer is 409, in any letter case; one's own is fine", async () => {
    const first = await aCustomer();
    const second = await aCustomer();
    await first.agent.patch('/api/user/profile').send(aProfile({ email: 'taken@example.test' })).expect(200);
    for (const email of ['taken@example.test', 'TAKEN@Example.test']) {
      const res = await second.agent.patch('/api/user/profile').send(aProfile({ email })).expect(409);
      expect(res.body).toEqual({ message: 'This email address is already used by another customer', code: 'IDENTITY.EMAIL_TAKEN' });
      await second.agent.patch('/api/auth/profile').send({ ...aProfile({ email }), phone: '0123456789' }).expect(409);
    }
    await first.agent.patch('/api/user/profile').send(aProfile({ email: 'Taken@Example.test' })).expect(200);
  });
});
