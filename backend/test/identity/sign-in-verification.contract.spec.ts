import type TestAgent from 'supertest/lib/agent.js';
import { generateSync } from 'otplib';
import { itCheckingDatabase, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, type DemoBank } from '../support/demo-bank.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

const INVALID_CODE = { message: 'The verification code is not valid', code: 'IDENTITY.INVALID_VERIFICATION_CODE' };
const STEP_MS = 30_000;

/**
 * The customer's authenticator app, on this machine's clock (the server's, or close to it). Each
 * code is of a later time step than the last one (the server accepts a step once) and of a step the
 * server takes now: its own or one either side; the previous one only while the request surely
 * arrives within the current step. Waits for the next step when none is left.
 */
function authenticatorApp(secret: string) {
  let last = -Infinity;
  const codeOf = (step: number) => generateSync({ secret, epoch: (step * STEP_MS) / 1000 });
  return {
    /** The code of the step last given: spent once the server accepted it. */
    spent: () => codeOf(last),
    async next(): Promise<string> {
      for (;;) {
        const now = Date.now();
        const current = Math.floor(now / STEP_MS);
        const step = Math.max(last + 1, now % STEP_MS < 25_000 ? current - 1 : current);
        if (step <= current + 1) { last = step; return codeOf(step); }
        await new Promise((resolve) => setTimeout(resolve, STEP_MS - (now % STEP_MS) + 100));
      }
    },
  };
}

describe('sign-in verification: an authenticator app (TOTP) and recovery codes', () => {
  let bank: DemoBank;
  const login = (agent: TestAgent, customerId: string, password = CUSTOMER_PASSWORD) => agent.post('/api/login').send({ customerId, password });

  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  /** A customer of the suite's enrolled with their app: the secret, the app and the recovery codes. */
  async function enrolled() {
    const { customerId, agent } = await bank.newCustomer('TOTP');
    const { body: enrolment } = await agent.post('/api/user/2fa/enable').expect(200);
    const app = authenticatorApp(enrolment.secret);
    const { body } = await agent.post('/api/user/2fa/confirm').send({ code: await app.next() }).expect(200);
    return { customerId, agent, app, secret: enrolment.secret as string, recoveryCodes: body.recoveryCodes as string[] };
  }

  it('enrols: a secret to scan or type, on only once a code from the app matches, ten recovery codes shown once', async () => {
    const { customerId, agent } = await bank.newCustomer('TOTP');
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    const started = await agent.post('/api/user/2fa/enable').expect(200);
    const { secret, otpauthUrl } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Online%20Bank:${customerId}?secret=${secret}&issuer=Online%20Bank`);
    expect(started.headers['cache-control']).toContain('no-store');
    expect(started.headers['content-encoding']).toBeUndefined();
    // Not on until the app proves it has the secret.
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    expect((await agent.post('/api/user/2fa/confirm').send({ code: '000000' }).expect(400)).body).toEqual(INVALID_CODE);
    expect((await agent.post('/api/user/2fa/confirm').send({}).expect(400)).body.message).toBe('Enter the code from your authenticator app or a recovery code');
    const confirmed = await agent.post('/api/user/2fa/confirm').send({ code: await authenticatorApp(secret).next() }).expect(200);
    const { recoveryCodes } = confirmed.body;
    expect(confirmed.body.message).toBe('Sign-in verification is on');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(true);
    expect((await agent.post('/api/user/2fa/enable').expect(409)).body.message).toBe('Sign-in verification is already on');
  });

  itCheckingDatabase('keeps the secret sealed and the recovery codes hashed', 'reads identity tables', async () => {
    const { customerId, secret, recoveryCodes } = await enrolled();
    const [stored] = await bank.database!.sql<{ secret_sealed: string }>(
      `select e.secret_sealed from identity.totp_enrolments e join identity.users u on u.id = e.user_id where u.customer_id = $1`, [customerId]);
    expect(stored.secret_sealed).not.toContain(secret);
    const hashes = await bank.database!.sql<{ code_hash: string }>(
      `select code_hash from identity.recovery_codes r join identity.users u on u.id = r.user_id where u.customer_id = $1`, [customerId]);
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
  });

  itSpendingIpAllowance('the password alone no longer signs in: the code completes the sign-in, and each code is accepted once', 'its refused codes spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { customerId, app } = await enrolled();
    const browser = bank.agent();
    expect((await login(browser, customerId).expect(200)).body).toEqual({ twoFactorRequired: true, methods: ['authenticator-code'] });
    await browser.get('/api/user').expect(401);
    // The code of the step the enrolment used is spent.
    expect((await browser.post('/api/login/2fa').send({ code: app.spent() }).expect(400)).body).toEqual(INVALID_CODE);
    const signedIn = await browser.post('/api/login/2fa').send({ code: await app.next() }).expect(200);
    expect(signedIn.body).toMatchObject({ message: 'Login successful', user: { customerId } });
    await browser.get('/api/user').expect(200);
    // Another browser with the same, current code: refused.
    const other = bank.agent();
    await login(other, customerId).expect(200);
    expect((await other.post('/api/login/2fa').send({ code: app.spent() }).expect(400)).body).toEqual(INVALID_CODE);
    // No password step, no second step.
    await bank.agent().post('/api/login/2fa').send({ code: await app.next() }).expect(401);
  });

  itSpendingIpAllowance('a recovery code signs in once; wrong codes count in the sign-in throttle', 'its wrong codes spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { customerId, recoveryCodes } = await enrolled();
    const first = bank.agent();
    await login(first, customerId).expect(200);
    await first.post('/api/login/2fa').send({ code: recoveryCodes[0] }).expect(200);
    const second = bank.agent();
    await login(second, customerId).expect(200);
    expect((await second.post('/api/login/2fa').send({ code: recoveryCodes[0] }).expect(400)).body).toEqual(INVALID_CODE);
    for (let i = 0; i < 4; i++) await second.post('/api/login/2fa').send({ code: '123456' }).expect(400);
    // Five wrong codes: the customer id is throttled like five wrong passwords.
    expect((await second.post('/api/login/2fa').send({ code: recoveryCodes[1] }).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
    expect((await login(bank.agent(), customerId).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
  });

  itSpendingIpAllowance('turns off with the password and a code; then the password signs in alone', 'its wrong password spends the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { customerId, agent, app } = await enrolled();
    expect((await agent.post('/api/user/2fa/disable').send({ password: 'wrong-password', code: await app.next() }).expect(400)).body.message)
      .toBe('Current password is incorrect');
    expect((await agent.post('/api/user/2fa/disable').send({ password: CUSTOMER_PASSWORD, code: '000000' }).expect(400)).body).toEqual(INVALID_CODE);
    expect((await agent.post('/api/user/2fa/disable').send({ password: CUSTOMER_PASSWORD, code: await app.next() }).expect(200)).body)
      .toEqual({ message: 'Sign-in verification is off' });
    expect((await agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(false);
    expect((await login(bank.agent(), customerId).expect(200)).body.message).toBe('Login successful');
  });

  itSpendingIpAllowance('a wrong code to remove a passkey or to turn verification off counts in the sign-in throttle like a wrong password', 'its wrong codes spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    // A stolen session cannot guess the app's codes without limit: after five wrong ones the
    // customer id is throttled, so even a right code is refused, and so is signing in.
    const { customerId, agent, app } = await enrolled();
    const registration = new SoftwareAuthenticator(bank.origin).register((await agent.post('/api/user/passkeys/options').expect(200)).body);
    await agent.post('/api/user/passkeys').send({ name: 'Laptop', response: registration }).expect(201);
    const [{ id }] = (await agent.get('/api/user/passkeys').expect(200)).body;
    for (let i = 0; i < 5; i++) expect((await agent.post(`/api/user/passkeys/${id}/remove`).send({ code: '000000' }).expect(400)).body).toEqual(INVALID_CODE);
    expect((await agent.post(`/api/user/passkeys/${id}/remove`).send({ code: await app.next() }).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
    expect((await login(bank.agent(), customerId).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
    expect((await agent.get('/api/user/passkeys').expect(200)).body).toHaveLength(1);

    // Turning it off asks the password and a code: a wrong code after the right password counts too.
    const other = await enrolled();
    const disable = (code: string) => other.agent.post('/api/user/2fa/disable').send({ password: CUSTOMER_PASSWORD, code });
    for (let i = 0; i < 5; i++) expect((await disable('000000').expect(400)).body).toEqual(INVALID_CODE);
    expect((await disable(await other.app.next()).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
    expect((await other.agent.get('/api/user/security').expect(200)).body.twoFactorEnabled).toBe(true);
  });

  itCheckingDatabase('turning it off deletes the recovery codes', 'reads identity tables', async () => {
    const { customerId, agent, app } = await enrolled();
    const recoveryCodes = () => bank.database!.sql(`select 1 from identity.recovery_codes r join identity.users u on u.id = r.user_id where u.customer_id = $1`, [customerId]);
    expect(await recoveryCodes()).toHaveLength(10);
    await agent.post('/api/user/2fa/disable').send({ password: CUSTOMER_PASSWORD, code: await app.next() }).expect(200);
    expect(await recoveryCodes()).toEqual([]);
  });

  describe('the transfer authorization asks an enrolled customer for the app\'s code instead of a security question', () => {
    const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const RENT = { fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100.00', description: 'Rent' };
    const ABROAD = { fromAccountId: 'acc-1', nbfcPartner: 'WISE', recipientName: 'Ana Silva', recipientAccountNumber: 'PT50000201231234567890154', recipientCountryCode: 'PT', transferAmount: '250.00', transferCurrency: 'EUR', purpose: 'Family support' };
    const QUESTIONS = { question1: 'What was the name of your first pet?', answer1: 'Rex', question2: 'In what city were you born?', answer2: 'Lisbon', question3: 'What was the make of your first car?', answer3: 'Volvo' };
    const verify = (agent: TestAgent, body: Record<string, unknown>) =>
      agent.post('/api/auth/step-up/verify').send({ signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: RENT, ...body });

    it('the challenge names the factor; the code authorizes once, a wrong code counts, an answer is no longer enough', async () => {
      const { agent, secret, app } = await enrolled();
      await agent.post('/api/auth/security-questions').send(QUESTIONS).expect(201);
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'authenticator-code', passkey: false, attemptsRemaining: 3 });

      // A security answer is not the factor asked: refused without counting.
      const answered = await verify(agent, { answer: 'Lisbon' }).expect(400);
      expect(answered.body.message).toBe('Please enter the 6-digit code from your authenticator app');
      // The code of ten minutes from now: no step the server takes.
      const wrong = await verify(agent, { code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 10 * 60 }) }).expect(401);
      expect(wrong.body).toEqual({
        code: 'IDENTITY.INCORRECT_ANSWER', message: 'Incorrect code. 2 attempts remaining.', nextChallenge: { factor: 'authenticator-code', passkey: false, attemptsRemaining: 2 },
      });

      const code = await app.next();
      const domestic = await verify(agent, { code }).expect(200);
      expect(domestic.body.authorizationToken).toEqual(expect.any(String));
      // Each code once: the same code for another transfer is a wrong code.
      expect((await verify(agent, { code, purpose: 'international-transfer', payload: ABROAD }).expect(401)).body.nextChallenge.attemptsRemaining).toBe(2);
      const international = await verify(agent, { code: await app.next(), purpose: 'international-transfer', payload: ABROAD }).expect(200);
      expect(international.body.authorizationToken).not.toBe(domestic.body.authorizationToken);
      // The right code cleared the count.
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'authenticator-code', passkey: false, attemptsRemaining: 3 });
    });

    it('three wrong codes lock the authorization for 15 minutes; the signature is still required', async () => {
      const { agent, app } = await enrolled();
      expect((await agent.post('/api/auth/step-up/challenge').expect(400)).body.code).toBe('IDENTITY.SIGNATURE_NOT_CONFIGURED');
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      // No security questions needed: the app is the factor, and the setup status says so.
      expect((await agent.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: false, hasSignature: true, signInVerification: true });
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body.factor).toBe('authenticator-code');
      await verify(agent, { code: '000000' }).expect(401);
      await verify(agent, { code: '000001' }).expect(401);
      expect((await verify(agent, { code: '000002' }).expect(423)).body.code).toBe('IDENTITY.STEP_UP_LOCKED');
      await verify(agent, { code: await app.next() }).expect(423);
    });

    it('a customer without sign-in verification keeps the security question', async () => {
      const { agent } = await bank.newCustomer('TOTP');
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
