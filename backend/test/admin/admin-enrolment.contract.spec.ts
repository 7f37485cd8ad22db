import { jest } from '@jest/globals';
import { generateSync } from 'otplib';
import { Clock } from '../../src/shared/clock.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ENROL_FIRST = {
  code: 'FORBIDDEN',
  message: 'Turn on sign-in verification in Settings → Security before using the back office: in production every administrator signs in with a second factor.',
};

describeWithDatabase('in production an administrator enrols a second factor before the back office', 'starts a production-configured app and moves its clock', () => {
  let production: TestApp;
  let development: TestApp;
  let now = new Date();

  beforeAll(async () => {
    // The production rules, over plain HTTP so the test's agent keeps the session cookie.
    production = await createTestApp({ nodeEnv: 'production', cookieSecure: false, apiDocs: false });
    jest.spyOn(production.app.get(Clock), 'now').mockImplementation(() => now);
    development = await createTestApp({ nodeEnv: 'development' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await production.close();
    await development.close();
  });

  it('admin routes answer 403 naming Settings → Security until sign-in verification is on; Settings stays reachable', async () => {
    await production.createUser('ADMIN950', { role: 'admin' });
    const admin = await production.signedIn('ADMIN950');
    for (const route of ['/api/admin/stats', '/api/admin/users']) {
      expect((await admin.get(route).expect(403)).body).toEqual(ENROL_FIRST);
    }
    // Enrolment itself is the administrator's own Settings → Security.
    const { body: enrolment } = await admin.post('/api/user/2fa/enable').expect(200);
    // Started but not confirmed protects nothing: still refused.
    expect((await admin.get('/api/admin/stats').expect(403)).body).toEqual(ENROL_FIRST);
    await admin.post('/api/user/2fa/confirm').send({ code: generateSync({ secret: enrolment.secret, epoch: Math.floor(now.getTime() / 1000) }) }).expect(200);
    await admin.get('/api/admin/stats').expect(200);
    await admin.get('/api/admin/users').expect(200);
  });

  it('a passkey is sign-in verification too', async () => {
    await production.createUser('ADMIN952', { role: 'admin' });
    const admin = await production.signedIn('ADMIN952');
    expect((await admin.get('/api/admin/stats').expect(403)).body).toEqual(ENROL_FIRST);
    const { body: options } = await admin.post('/api/user/passkeys/options').expect(200);
    const response = new SoftwareAuthenticator(production.config.appOrigin).register(options);
    await admin.post('/api/user/passkeys').send({ name: 'Security key', response }).expect(201);
    await admin.get('/api/admin/stats').expect(200);
  });

  it('a customer is refused as before, with the administrators-only message', async () => {
    await production.createUser('CUST950');
    const customer = await production.signedIn('CUST950');
    expect((await customer.get('/api/admin/stats').expect(403)).body.message).toBe('Administrator access is required');
  });

  it('development (and tests) keep the password sign-in for administrators', async () => {
    await development.createUser('ADMIN951', { role: 'admin' });
    await (await development.signedIn('ADMIN951')).get('/api/admin/stats').expect(200);
  });
});
