import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';

const aProfile = (over: Record<string, unknown> = {}) => ({
  firstName: 'Maria', lastName: 'Silva', email: 'maria.silva@example.test', phone: '+351 912 345 678', address: 'Rua Augusta 1, Lisboa', ...over,
});

describe('the customer edits their profile', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  const aCustomer = () => t.newCustomer('PROF');
  // Emails every run makes anew: a server keeps the last run's customers.
  const anEmail = (customerId: string, what: string) => `${what}.${customerId.toLowerCase()}@example.test`;

  it('both routes are 401 when signed out', async () => {
    await t.agent().patch('/api/user/profile').send(aProfile()).expect(401);
    await t.agent().patch('/api/auth/profile').send(aProfile()).expect(401);
  });

  it('PATCH /api/user/profile saves the fields (trimmed) and answers the updated user; a new email waits for its link', async () => {
    const { agent, customerId, email: current } = await aCustomer();
    const email = anEmail(customerId, 'maria');
    const res = await agent.patch('/api/user/profile').send(aProfile({ firstName: '  Maria ', email: ` ${email} ` })).expect(200);
    expect(res.body).toMatchObject({
      customerId, firstName: 'Maria', lastName: 'Silva', email: current, pendingEmail: email, phone: '+351 912 345 678',
      address: 'Rua Augusta 1, Lisboa', role: 'user',
      // A fresh bank's 15 minutes; a server's is its own setting (the sessions suite raises it for a moment).
      sessionTimeoutMinutes: t.remote ? expect.any(Number) : 15,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ firstName: 'Maria', email: current, pendingEmail: email });
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
    const { agent, customerId, email: first } = await aCustomer();
    const second = anEmail(customerId, 'auth2');
    await agent.patch('/api/user/profile').send(aProfile({ email: first, address: 'Kept Street 9' })).expect(200);
    for (const phone of ['123456789', '', undefined]) {
      const res = await agent.patch('/api/auth/profile').send({ firstName: 'Ana', lastName: 'Lima', email: first, phone }).expect(400);
      expect(res.body.message).toBe('Phone number must be at least 10 digits');
    }
    const res = await agent.patch('/api/auth/profile')
      .send({ firstName: 'Ana', lastName: 'Lima', email: second, phone: '0123456789', address: 'ignored here' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Ana', lastName: 'Lima', email: first, pendingEmail: second, phone: '0123456789', address: 'Kept Street 9' });
  });

  it("an email already used by another customer is 409, in any letter case; one's own is fine", async () => {
    const first = await aCustomer();
    const second = await aCustomer();
    const taken = first.email;
    for (const email of [taken, taken.toUpperCase().replace('@EXAMPLE.TEST', '@Example.test')]) {
      const res = await second.agent.patch('/api/user/profile').send(aProfile({ email })).expect(409);
      expect(res.body).toEqual({ message: 'This email address is already used by another customer', code: 'IDENTITY.EMAIL_TAKEN' });
      await second.agent.patch('/api/auth/profile').send({ ...aProfile({ email }), phone: '0123456789' }).expect(409);
    }
    // One's own address in another letter case is no new address: it changes at once, no link.
    const retyped = taken.replace(/^./, (c) => c.toUpperCase());
    const own = await first.agent.patch('/api/user/profile').send(aProfile({ email: retyped })).expect(200);
    expect(own.body).toMatchObject({ email: retyped, pendingEmail: null });
  });
});
