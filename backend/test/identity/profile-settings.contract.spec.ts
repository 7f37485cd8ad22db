import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';

const DEFAULTS = { emailNotifications: true, smsNotifications: false, transactionAlerts: true, securityAlerts: true, marketingEmails: false };
const PNG_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('2FA, security status and notification preferences', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  const aCustomer = () => t.newCustomer('SETT');

  it('every route is 401 when signed out', async () => {
    await t.agent().post('/api/user/2fa/enable').expect(401);
    await t.agent().get('/api/user/security').expect(401);
    await t.agent().get('/api/user/notifications').expect(401);
    await t.agent().patch('/api/user/notifications').send({ smsNotifications: true }).expect(401);
  });

  it('POST /api/user/2fa/enable starts enrolling an authenticator app; the status shows it off until a code confirms it', async () => {
    const { agent } = await aCustomer();
    const before = await agent.get('/api/user/security').expect(200);
    expect(before.body).toEqual({
      twoFactorEnabled: false, hasSecurityQuestions: false, hasSignature: false, lastLoginAt: expect.any(String), passwordChangedAt: null,
    });
    // The whole enrolment: sign-in-verification.contract.spec.ts.
    expect(Object.keys((await agent.post('/api/user/2fa/enable').expect(200)).body)).toEqual(['secret', 'otpauthUrl']);
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
  });

  it('the security status reports the questions and the signature once they are set up', async () => {
    const { agent } = await aCustomer();
    await agent.post('/api/auth/security-questions').send({
      question1: 'What was the name of your first pet?', answer1: 'Rex',
      question2: 'In what city were you born?', answer2: 'Lisbon',
      question3: 'What was the make of your first car?', answer3: 'Volkswagen',
    }).expect(201);
    expect((await agent.get('/api/user/security').expect(200)).body).toMatchObject({ hasSecurityQuestions: true, hasSignature: false });
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    expect((await agent.get('/api/user/security').expect(200)).body).toMatchObject({ hasSecurityQuestions: true, hasSignature: true });
  });

  it('notification preferences start at the defaults true, false, true, true, false', async () => {
    const { agent } = await aCustomer();
    expect((await agent.get('/api/user/notifications').expect(200)).body).toEqual(DEFAULTS);
  });

  it('PATCH takes any subset, keeps the rest, and is kept per customer', async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    expect((await me.agent.patch('/api/user/notifications').send({ emailNotifications: false }).expect(200)).body)
      .toEqual({ ...DEFAULTS, emailNotifications: false });
    expect((await me.agent.patch('/api/user/notifications').send({ transactionAlerts: false, marketingEmails: true, unknown: 'x' }).expect(200)).body)
      .toEqual({ ...DEFAULTS, emailNotifications: false, transactionAlerts: false, marketingEmails: true });
    expect((await me.agent.patch('/api/user/notifications').send({}).expect(200)).body)
      .toEqual({ ...DEFAULTS, emailNotifications: false, transactionAlerts: false, marketingEmails: true });
    const all = { emailNotifications: false, smsNotifications: false, transactionAlerts: true, securityAlerts: false, marketingEmails: false };
    expect((await me.agent.patch('/api/user/notifications').send(all).expect(200)).body).toEqual(all);
    expect((await me.agent.get('/api/user/notifications').expect(200)).body).toEqual(all);
    expect((await other.agent.get('/api/user/notifications').expect(200)).body).toEqual(DEFAULTS);
  });

  it('two partial updates at once both land', async () => {
    const { agent } = await aCustomer();
    await Promise.all([
      agent.patch('/api/user/notifications').send({ transactionAlerts: false }).expect(200),
      agent.patch('/api/user/notifications').send({ marketingEmails: true }).expect(200),
    ]);
    expect((await agent.get('/api/user/notifications').expect(200)).body).toEqual({ ...DEFAULTS, transactionAlerts: false, marketingEmails: true });
  });

  it('SMS cannot be switched on: 400 with the reason, and nothing in the request is saved', async () => {
    const { agent } = await aCustomer();
    const refused = await agent.patch('/api/user/notifications').send({ smsNotifications: true, marketingEmails: true }).expect(400);
    expect(refused.body).toMatchObject({ message: 'SMS notifications are not available yet', code: 'VALIDATION' });
    expect((await agent.get('/api/user/notifications').expect(200)).body).toEqual(DEFAULTS);
  });

  it('a switch that is not a boolean is 400 and nothing is saved', async () => {
    const { agent } = await aCustomer();
    for (const value of ['true', 1, 0, null, 'yes', {}, []]) {
      const res = await agent.patch('/api/user/notifications').send({ emailNotifications: false, transactionAlerts: value }).expect(400);
      expect(res.body).toMatchObject({ message: 'transactionAlerts must be true or false', code: 'VALIDATION' });
    }
    expect((await agent.get('/api/user/notifications').expect(200)).body).toEqual(DEFAULTS);
  });
});
