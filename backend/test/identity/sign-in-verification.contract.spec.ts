import { jest } from '@jest/globals';
import request from 'supertest';
import { generateSync } from 'otplib';
import { Clock } from '../../src/shared/clock.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const INVALID_CODE = { message: 'The verification code is not valid', code: 'IDENTITY.INVALID_VERIFICATION_CODE' };
const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

describeWithDatabase('sign-in verification: an authenticator app (TOTP) and recovery codes', 'moves the app clock and reads secrets and failures in SQL', () => {
  let t: TestApp;
  let clock: Clock;
  /** The app's clock, moved a step (30 s) at a time so each test's codes are new. */
  let now = new Date();
  const tick = () => { now = new Date(now.getTime() + 30_000); return now; };
  const login = (agent: request.Agent, customerId: string, password = TEST_PASSWORD) => agent.post('/api/login').send({ customerId, password });

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(Clock);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });
  beforeEach(() => t.sql(`delete from identity.login_failures`));
  afterAll(async () => { jest.restoreAllMocks(); await t.close(); });

  /** A customer enrolled with their app: the secret and the recovery codes. */
  async function enrolled(customerId: string) {
    await t.createUser(customerId);
    const agent = await t.signedIn(customerId);
    const { body: enrolment } = await agent.post('/api/user/2fa/enable').expect(200);
    const { body } = await agent.post('/api/user/2fa/confirm').send({ code: codeAt(enrolment.secret, now) }).expect(200);
    return { agent, secret: enrolment.secret as string, recoveryCodes: body.recoveryCodes as string[] };
  }

  it('enrols: a secret to scan or type, on only once a code from the app matches, ten recovery codes shown once', async () => {
    await t.createUser('TOTP1');
    const agent = await t.signedIn('TOTP1');
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    const started = await agent.post('/api/user/2fa/enable').expect(200);
    const { secret, otpauthUrl } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Online%20Bank:TOTP1?secret=${secret}&issuer=Online%20Bank`);
    expect(started.headers['cache-control']).toContain('no-store');
    expect(started.headers['content-encoding']).toBeUndefined();
    // Not on until the app proves it has the secret.
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    expect((await agent.post('/api/user/2fa/confirm').send({ code: '000000' }).expect(400)).body).toEqual(INVALID_CODE);
    expect((await agent.post('/api/user/2fa/confirm').send({}).expect(400)).body.message).toBe('Enter the code from your authenticator app or a recovery code');
    const confirmed = await agent.post('/api/user/2fa/confirm').send({ code: codeAt(secret, now) }).expect(200);
    const { recoveryCodes } = confirmed.body;
    expect(confirmed.body.message).toBe('Sign-in verification is on');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(true);
    // At rest: the secret sealed, the recovery codes hashed.
    const [stored] = await t.sql<{ secret_sealed: string }>(`select e.secret_sealed from identity.totp_enrolments e join identity.users u on u.id = e.user_id where u.customer_id = 'TOTP1'`);
    expect(stored.secret_sealed).not.toContain(secret);
    const hashes = await t.sql<{ code_hash: string }>(`select code_hash from identity.recovery_codes r join identity.users u on u.id = r.user_id where u.customer_id = 'TOTP1'`);
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await agent.post('/api/user/2fa/enable').expect(409)).body.message).toBe('Sign-in verification is already on');
  });

  it('the password alone no longer signs in: the code completes the sign-in, and each code is accepted once', async () => {
    const { secret } = await enrolled('TOTP2');
    const browser = request.agent(t.app.getHttpServer());
    expect((await login(browser, 'TOTP2').expect(200)).body).toEqual({ twoFactorRequired: true, methods: ['authenticator-code'] });
    await browser.get('/api/user').expect(401);
    // The code of the step the enrolment used is spent.
    expect((await browser.post('/api/login/2fa').send({ code: codeAt(secret, now) }).expect(400)).body).toEqual(INVALID_CODE);
    const signedIn = await browser.post('/api/login/2fa').send({ code: codeAt(secret, tick()) }).expect(200);
    expect(signedIn.body).toMatchObject({ message: 'Login successful', user: { customerId: 'TOTP2' } });
    await browser.get('/api/user').expect(200);
    // Another browser with the same, current code: refused.
    const other = request.agent(t.app.getHttpServer());
    await login(other, 'TOTP2').expect(200);
    expect((await other.post('/api/login/2fa').send({ code: codeAt(secret, now) }).expect(400)).body).toEqual(INVALID_CODE);
    // No password step, no second step.
    await request.agent(t.app.getHttpServer()).post('/api/login/2fa').send({ code: codeAt(secret, tick()) }).expect(401);
  });

  it('a recovery code signs in once; wrong codes count in the sign-in throttle', async () => {
    const { recoveryCodes } = await enrolled('TOTP3');
    const first = request.agent(t.app.getHttpServer());
    await login(first, 'TOTP3').expect(200);
    await first.post('/api/login/2fa').send({ code: recoveryCodes[0] }).expect(200);
    const second = request.agent(t.app.getHttpServer());
    await login(second, 'TOTP3').expect(200);
    expect((await second.post('/api/login/2fa').send({ code: recoveryCodes[0] }).expect(400)).body).toEqual(INVALID_CODE);
    for (let i = 0; i < 4; i++) await second.post('/api/login/2fa').send({ code: '123456' }).expect(400);
    // Five wrong codes: the customer id is throttled like five wrong passwords.
    expect((await second.post('/api/login/2fa').send({ code: recoveryCodes[1] }).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
    expect((await login(request.agent(t.app.getHttpServer()), 'TOTP3').expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
  });

  it('turns off with the password and a code; then the password signs in alone', async () => {
    const { agent, secret } = await enrolled('TOTP4');
    expect((await agent.post('/api/user/2fa/disable').send({ password: 'wrong-password', code: codeAt(secret, tick()) }).expect(400)).body.message)
      .toBe('Current password is incorrect');
    expect((await agent.post('/api/user/2fa/disable').send({ password: TEST_PASSWORD, code: '000000' }).expect(400)).body).toEqual(INVALID_CODE);
    expect((await agent.post('/api/user/2fa/disable').send({ password: TEST_PASSWORD, code: codeAt(secret, tick()) }).expect(200)).body)
      .toEqual({ message: 'Sign-in verification is off' });
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    expect((await login(request.agent(t.app.getHttpServer()), 'TOTP4').expect(200)).body.message).toBe('Login successful');
    expect(await t.sql(`select 1 from identity.recovery_codes r join identity.users u on u.id = r.user_id where u.customer_id = 'TOTP4'`)).toEqual([]);
  });

  describe('the transfer authorization asks an enrolled customer for the app\'s code instead of a security question', () => {
    const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const RENT = { fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100.00', description: 'Rent' };
    const ABROAD = { fromAccountId: 'acc-1', nbfcPartner: 'WISE', recipientName: 'Ana Silva', recipientAccountNumber: 'PT50000201231234567890154', recipientCountryCode: 'PT', transferAmount: '250.00', transferCurrency: 'EUR', purpose: 'Family support' };
    const QUESTIONS = { question1: 'What was the name of your first pet?', answer1: 'Rex', question2: 'In what city were you born?', answer2: 'Lisbon', question3: 'What was the make of your first car?', answer3: 'Volvo' };
    const verify = (agent: request.Agent, body: Record<string, unknown>) =>
      agent.post('/api/auth/step-up/verify').send({ signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: RENT, ...body });

    it('the challenge names the factor; the code authorizes once, a wrong code counts, an answer is no longer enough', async () => {
      const { agent, secret } = await enrolled('TOTP5');
      await agent.post('/api/auth/security-questions').send(QUESTIONS).expect(201);
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'authenticator-code', passkey: false, attemptsRemaining: 3 });

      // A security answer is not the factor asked: refused without counting.
      const answered = await verify(agent, { answer: 'Lisbon' }).expect(400);
      expect(answered.body.message).toBe('Please enter the 6-digit code from your authenticator app');
      const wrong = await verify(agent, { code: codeAt(secret, new Date(now.getTime() + 10 * 60_000)) }).expect(401);
      expect(wrong.body).toEqual({
        code: 'IDENTITY.INCORRECT_ANSWER', message: 'Incorrect code. 2 attempts remaining.', nextChallenge: { factor: 'authenticator-code', passkey: false, attemptsRemaining: 2 },
      });

      const code = codeAt(secret, tick());
      const domestic = await verify(agent, { code }).expect(200);
      expect(domestic.body.authorizationToken).toEqual(expect.any(String));
      // Each code once: the same code for another transfer is a wrong code.
      expect((await verify(agent, { code, purpose: 'international-transfer', payload: ABROAD }).expect(401)).body.nextChallenge.attemptsRemaining).toBe(2);
      const international = await verify(agent, { code: codeAt(secret, tick()), purpose: 'international-transfer', payload: ABROAD }).expect(200);
      expect(international.body.authorizationToken).not.toBe(domestic.body.authorizationToken);
      // The right code cleared the count.
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'authenticator-code', passkey: false, attemptsRemaining: 3 });
    });

    it('three wrong codes lock the authorization for 15 minutes; the signature is still required', async () => {
      const { agent, secret } = await enrolled('TOTP6');
      expect((await agent.post('/api/auth/step-up/challenge').expect(400)).body.code).toBe('IDENTITY.SIGNATURE_NOT_CONFIGURED');
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      // No security questions needed: the app is the factor, and the setup status says so.
      expect((await agent.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: false, hasSignature: true, signInVerification: true });
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body.factor).toBe('authenticator-code');
      await verify(agent, { code: '000000' }).expect(401);
      await verify(agent, { code: '000001' }).expect(401);
      expect((await verify(agent, { code: '000002' }).expect(423)).body.code).toBe('IDENTITY.STEP_UP_LOCKED');
      await verify(agent, { code: codeAt(secret, tick()) }).expect(423);
    });

    it('a customer without sign-in verification keeps the security question', async () => {
      await t.createUser('TOTP7');
      const agent = await t.signedIn('TOTP7');
      await agent.post('/api/auth/security-questions').send(QUESTIONS).expect(201);
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      const asked = (await agent.post('/api/auth/step-up/challenge').expect(201)).body;
      expect(asked).toMatchObject({ factor: 'security-question', attemptsRemaining: 3 });
      const answer = { [QUESTIONS.question1]: 'Rex', [QUESTIONS.question2]: 'Lisbon', [QUESTIONS.question3]: 'Volvo' }[asked.question as string];
      expect((await verify(agent, { code: '123456' }).expect(400)).body.message).toBe('The security question to answer is missing. Please start the authorization again.');
      await verify(agent, { challengeId: asked.challengeId, answer }).expect(200);
    });
  });
});
