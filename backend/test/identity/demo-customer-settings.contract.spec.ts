import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { connectToDemoBank, DEMO, type DemoBank } from '../support/demo-bank.js';

const NOT_FOUND = { message: 'Notification not found', code: 'NOT_FOUND' };
type Notification = { id: string; type: string; title: string; isRead: boolean };

/**
 * Profile, settings and notifications as the demo customers use them: runs against a deployed
 * server too, so whatever it changes it puts back, and it changes nothing Alex's sign-in needs.
 */
describe("the demo customers' profile, settings and notifications", () => {
  let bank: DemoBank;
  let alex: TestAgent;
  let sam: TestAgent;
  beforeAll(async () => {
    bank = await connectToDemoBank();
    alex = await bank.signedIn(DEMO.alex);
    sam = await bank.signedIn(DEMO.sam);
  });
  afterAll(() => bank.close());

  const me = async (agent: TestAgent) => (await agent.get('/api/user').expect(200)).body;
  const profileOf = (user: Record<string, unknown>) => ({ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, address: user.address });

  it('every route is 401 when signed out', async () => {
    const id = randomUUID();
    const anonymous = bank.agent();
    for (const [method, path] of [
      ['patch', '/api/user/profile'], ['patch', '/api/auth/profile'], ['get', '/api/user/security'], ['get', '/api/user/notifications'],
      ['patch', '/api/user/notifications'], ['get', '/api/notifications'], ['patch', `/api/notifications/${id}/read`],
      ['patch', '/api/notifications/mark-all-read'], ['delete', `/api/notifications/${id}`], ['delete', '/api/notifications'],
    ] as const) {
      expect({ method, path, status: (await anonymous[method](path).send({})).status }).toEqual({ method, path, status: 401 });
    }
  });

  it('saves a profile edit and answers the updated user; bad input is 400 and stores nothing', async () => {
    const before = profileOf(await me(alex));
    try {
      const res = await alex.patch('/api/user/profile').send({ ...before, phone: '+1 212 555 0199', address: '  1 Contract Street  ' }).expect(200);
      expect(res.body).toMatchObject({ customerId: 'DEMO001', phone: '+1 212 555 0199', address: '1 Contract Street', role: 'user' });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    } finally {
      await alex.patch('/api/user/profile').send(before).expect(200);
    }
    for (const [over, message] of [[{ firstName: '  ' }, 'First name is required'], [{ email: 'not-an-email' }, 'Invalid email address']] as const) {
      const res = await alex.patch('/api/user/profile').send({ ...before, ...over }).expect(400);
      expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
    }
    expect(profileOf(await me(alex))).toEqual(before);
  });

  it("refuses another customer's email with 409, in any letter case", async () => {
    const alexProfile = profileOf(await me(alex));
    const samsEmail = String((await me(sam)).email);
    for (const email of [samsEmail, samsEmail.toUpperCase()]) {
      const res = await alex.patch('/api/user/profile').send({ ...alexProfile, email }).expect(409);
      expect(res.body).toEqual({ message: 'This email address is already used by another customer', code: 'IDENTITY.EMAIL_TAKEN' });
    }
    expect(profileOf(await me(alex))).toEqual(alexProfile);
  });

  it("shows Alex's security set up, and keeps a notification preference change per customer", async () => {
    expect((await alex.get('/api/user/security').expect(200)).body).toMatchObject({ hasSecurityQuestions: true, hasSignature: true });
    const alexBefore = (await alex.get('/api/user/notifications').expect(200)).body;
    const samBefore = (await sam.get('/api/user/notifications').expect(200)).body;
    try {
      const changed = await alex.patch('/api/user/notifications').send({ marketingEmails: !alexBefore.marketingEmails }).expect(200);
      expect(changed.body).toEqual({ ...alexBefore, marketingEmails: !alexBefore.marketingEmails });
      expect((await sam.get('/api/user/notifications').expect(200)).body).toEqual(samBefore);
      const bad = await alex.patch('/api/user/notifications').send({ transactionAlerts: 'yes' }).expect(400);
      expect(bad.body).toMatchObject({ message: 'transactionAlerts must be true or false', code: 'VALIDATION' });
    } finally {
      await alex.patch('/api/user/notifications').send(alexBefore).expect(200);
    }
    expect((await alex.get('/api/user/notifications').expect(200)).body).toEqual(alexBefore);
  });

  it("lists my notifications (signing in from a new browser leaves one); another customer's is 404 and stays as it was", async () => {
    const list = async (agent: TestAgent): Promise<Notification[]> => (await agent.get('/api/notifications?limit=100').expect(200)).body.items;
    // Alex signed in before (the shared session), so a second browser is news. It arrives through
    // the outbox on the server's schedule.
    await (await bank.newSession(DEMO.alex)).post('/api/logout').expect(204);
    const deadline = Date.now() + 30_000;
    let mine = await list(alex);
    while (!mine.some((n) => n.title === 'New sign-in') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      mine = await list(alex);
    }
    const signIn = mine.find((n) => n.title === 'New sign-in')!;
    expect(signIn).toMatchObject({ type: 'security', title: 'New sign-in' });

    expect((await sam.patch(`/api/notifications/${signIn.id}/read`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await sam.delete(`/api/notifications/${signIn.id}`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await list(sam)).map((n) => n.id)).not.toContain(signIn.id);
    expect((await list(alex)).find((n) => n.id === signIn.id)).toEqual(signIn);
    for (const id of ['not-a-uuid', randomUUID()]) {
      expect((await alex.patch(`/api/notifications/${id}/read`).expect(404)).body).toEqual(NOT_FOUND);
    }
    const read = await alex.patch(`/api/notifications/${signIn.id}/read`).expect(200);
    expect(read.body).toMatchObject({ id: signIn.id, isRead: true });
  });
});
