import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { toGermany } from '../support/international.js';
import { itCheckingDatabase, itSpendingIpAllowance } from '../support/contract-target.js';
import { balanceOf, connectToDemoBank, CUSTOMER_PASSWORD, type DemoBank } from '../support/demo-bank.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

const NOT_ACCEPTED = { code: 'IDENTITY.PASSKEY_NOT_ACCEPTED', message: 'The passkey was not accepted' };
const EXPIRED = { code: 'IDENTITY.PASSKEY_CHALLENGE_EXPIRED', message: 'The passkey request has expired. Please try again.' };
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('passkeys (WebAuthn): registered in Settings, a second factor at sign-in and for transfers', () => {
  let bank: DemoBank;
  const login = (agent: TestAgent, customerId: string) => agent.post('/api/login').send({ customerId, password: CUSTOMER_PASSWORD });

  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  /** A customer of the suite's, signed in, with a passkey registered on their own software authenticator, and its credential id. */
  async function withPasskey() {
    const customer = await bank.newCustomer('PK');
    const { agent } = customer;
    const { body: options } = await agent.post('/api/user/passkeys/options').expect(200);
    const origin = bank.origin;
    const authenticator = new SoftwareAuthenticator(origin);
    const registration = authenticator.register(options);
    const { body: passkey } = await agent.post('/api/user/passkeys').send({ name: 'Laptop', response: registration }).expect(201);
    return { customer, agent, authenticator, passkey, origin, credentialId: registration.id as string };
  }

  /** The password step in a fresh browser, then the passkey options for the second step. */
  async function passwordStep(customerId: string) {
    const browser = bank.agent();
    const { body } = await login(browser, customerId).expect(200);
    return { browser, first: body, options: (await browser.post('/api/login/passkey/options').expect(200)).body };
  }

  it('registers passkeys under a name, for this origin, and lists them; each challenge answers once', async () => {
    const { customerId, agent } = await bank.newCustomer('PK');
    expect((await agent.get('/api/user/passkeys').expect(200)).body).toEqual([]);
    const { body: options } = await agent.post('/api/user/passkeys/options').expect(200);
    const origin = bank.origin;
    const authenticator = new SoftwareAuthenticator(origin);
    expect(options).toMatchObject({ rp: { id: new URL(origin).hostname }, user: { name: customerId }, attestation: 'none', excludeCredentials: [] });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = authenticator.register(options);
    // A name is required; the refusal spends the challenge like any other answer.
    expect((await agent.post('/api/user/passkeys').send({ name: ' ', response }).expect(400)).body.message).toBe('Name your passkey (1 to 50 characters)');
    expect((await agent.post('/api/user/passkeys').send({ name: 'Laptop', response }).expect(400)).body).toEqual(EXPIRED);

    const fresh = (await agent.post('/api/user/passkeys/options').expect(200)).body;
    // A response made over another challenge (an old one, or someone else's) does not register.
    expect((await agent.post('/api/user/passkeys').send({ name: 'Laptop', response: authenticator.register(fresh, { challenge: options.challenge }) }).expect(400)).body.code)
      .toBe('IDENTITY.PASSKEY_NOT_REGISTERED');
    const again = (await agent.post('/api/user/passkeys/options').expect(200)).body;
    const { body: laptop } = await agent.post('/api/user/passkeys').send({ name: ' Laptop ', response: authenticator.register(again) }).expect(201);
    expect(laptop).toEqual({ id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null });

    // A second one: the options exclude the first, so a device is not registered twice.
    const second = (await agent.post('/api/user/passkeys/options').expect(200)).body;
    expect(second.excludeCredentials).toHaveLength(1);
    await agent.post('/api/user/passkeys').send({ name: 'Phone', response: new SoftwareAuthenticator(origin).register(second) }).expect(201);
    expect((await agent.get('/api/user/passkeys').expect(200)).body.map((p: { name: string }) => p.name)).toEqual(['Laptop', 'Phone']);
    // A passkey is sign-in verification: transfers ask for it, not for a security question.
    expect((await agent.get('/api/auth/security-setup').expect(200)).body.signInVerification).toBe(true);
  });

  itCheckingDatabase('keeps the public key (COSE), the transports and the counter, which a sign-in moves on; nothing else to keep secret', 'reads identity.passkeys', async () => {
    const { customer, authenticator, passkey, credentialId } = await withPasskey();
    const [row] = await bank.database!.sql<{ credential_id: string; public_key: Buffer; counter: string; transports: string[] }>(
      `select credential_id, public_key, counter::text, transports from identity.passkeys where id = $1`, [passkey.id]);
    // The credential id as the authenticator made it: the id its assertions name.
    expect(row).toEqual({ credential_id: credentialId, public_key: expect.any(Buffer), counter: '0', transports: ['internal'] });
    const { browser, options } = await passwordStep(customer.customerId);
    await browser.post('/api/login/passkey').send({ response: authenticator.assert(options) }).expect(200);
    expect(await bank.database!.sql(`select counter::int as counter from identity.passkeys where id = $1`, [passkey.id])).toEqual([{ counter: 1 }]);
  });

  it('signs in: the password, then an assertion of the passkey, completes the sign-in like a password-only one', async () => {
    const { customer, authenticator, passkey, origin } = await withPasskey();
    const { browser, first, options } = await passwordStep(customer.customerId);
    expect(first).toEqual({ twoFactorRequired: true, methods: ['passkey'] });
    await browser.get('/api/user').expect(401);
    expect(options.rpId).toBe(new URL(origin).hostname);
    expect(options.allowCredentials).toEqual([{ id: expect.any(String), type: 'public-key', transports: ['internal'] }]);
    const signedIn = await browser.post('/api/login/passkey').send({ response: authenticator.assert(options) }).expect(200);
    expect(signedIn.body).toMatchObject({ message: 'Login successful', user: { customerId: customer.customerId } });
    await browser.get('/api/user').expect(200);
    const [listed] = (await browser.get('/api/user/passkeys').expect(200)).body;
    expect(listed).toMatchObject({ id: passkey.id, lastUsedAt: expect.any(String) });
    // Without the password step there is nothing to complete.
    await bank.agent().post('/api/login/passkey/options').expect(401);
  });

  itSpendingIpAllowance('refuses a wrong signature, a replayed assertion and another customer\'s passkey; refusals count in the sign-in throttle', 'its refused passkeys spend the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { customer, authenticator } = await withPasskey();
    const other = await withPasskey();
    const { customerId } = customer;

    const { browser, options } = await passwordStep(customerId);
    expect((await browser.post('/api/login/passkey').send({ response: authenticator.assert(options, { tamper: true }) }).expect(401)).body).toEqual(NOT_ACCEPTED);
    // The challenge answered (even wrongly) is gone: the right assertion over it is too late.
    expect((await browser.post('/api/login/passkey').send({ response: authenticator.assert(options) }).expect(400)).body).toEqual(EXPIRED);

    const second = await passwordStep(customerId);
    const assertion = authenticator.assert(second.options);
    await second.browser.post('/api/login/passkey').send({ response: assertion }).expect(200);
    // The same assertion replayed in another sign-in: its challenge is not this session's.
    const replay = await passwordStep(customerId);
    expect((await replay.browser.post('/api/login/passkey').send({ response: assertion }).expect(401)).body).toEqual(NOT_ACCEPTED);

    // The other customer's own, valid passkey over this one's challenge: not one of this customer's passkeys.
    const theirs = await passwordStep(customerId);
    const forged = other.authenticator.assert({ ...theirs.options, allowCredentials: [{ id: other.credentialId }] });
    expect((await theirs.browser.post('/api/login/passkey').send({ response: forged }).expect(401)).body).toEqual(NOT_ACCEPTED);
    // Nor may this customer remove the other's passkey: as unknown as one that never was.
    expect((await second.browser.post(`/api/user/passkeys/${other.passkey.id}/remove`).send({ password: CUSTOMER_PASSWORD }).expect(404)).body.message).toBe('Passkey not found');
    expect(await other.agent.get('/api/user/passkeys').expect(200)).toMatchObject({ body: [{ id: other.passkey.id }] });

    // Two refusals since the last sign-in cleared the count (the replay, another's key; a late answer is refused
    // before any check): three more make five, and the id is locked like after five wrong codes.
    for (let i = 0; i < 3; i++) {
      const next = await passwordStep(customerId);
      await next.browser.post('/api/login/passkey').send({ response: authenticator.assert(next.options, { tamper: true }) }).expect(401);
    }
    expect((await login(bank.agent(), customerId).expect(429)).body.code).toBe('IDENTITY.LOGIN_THROTTLED');
  });

  itSpendingIpAllowance('removes a passkey with the password (or an app code); the last one gone, the password signs in alone', 'its wrong password spends the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { customer, agent } = await withPasskey();
    const [{ id }] = (await agent.get('/api/user/passkeys').expect(200)).body;
    expect((await agent.post(`/api/user/passkeys/${id}/remove`).send({}).expect(400)).body.message).toBe('Enter your password or a code from your authenticator app');
    expect((await agent.post(`/api/user/passkeys/${id}/remove`).send({ password: 'wrong-password' }).expect(400)).body.message).toBe('Current password is incorrect');
    await agent.post('/api/user/passkeys/not-a-uuid/remove').send({ password: CUSTOMER_PASSWORD }).expect(404);
    expect((await agent.post(`/api/user/passkeys/${id}/remove`).send({ password: CUSTOMER_PASSWORD }).expect(200)).body).toEqual({ message: 'Passkey removed' });
    expect((await agent.get('/api/user/passkeys').expect(200)).body).toEqual([]);
    expect((await login(bank.agent(), customer.customerId).expect(200)).body.message).toBe('Login successful');
  });

  describe('a transfer authorized with a passkey assertion bound to its whole payload', () => {
    const verify = (agent: TestAgent, purpose: string, payload: Record<string, unknown>, passkey: unknown) =>
      agent.post('/api/auth/step-up/verify').send({ signatureData: SIGNATURE, purpose, payload, passkey });
    const optionsFor = async (agent: TestAgent, purpose: string, payload: Record<string, unknown>) =>
      (await agent.post('/api/auth/step-up/passkey-options').send({ purpose, payload }).expect(200)).body;

    it('asks a passkey-only customer for the passkey; the assertion pays exactly the transfer it was made for', async () => {
      const { customer, agent, authenticator } = await withPasskey();
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'passkey', attemptsRemaining: 3 });
      const from = await bank.openAccount(customer, { balance: '500.00' });
      const payee = await bank.openAccount(await bank.newCustomer('PKPAYEE'));
      const rent = { fromAccountId: from.id, toAccountNumber: payee.accountNumber, amount: '100.00', description: 'Rent' };

      // An assertion made for 100.00 does not authorize 900.00: a wrong passkey, counted.
      const wrongAmount = await verify(agent, 'domestic-transfer', { ...rent, amount: '900.00' }, authenticator.assert(await optionsFor(agent, 'domestic-transfer', rent))).expect(401);
      expect(wrongAmount.body).toEqual({
        code: 'IDENTITY.INCORRECT_ANSWER', message: 'The passkey was not accepted. 2 attempts remaining.', nextChallenge: { factor: 'passkey', attemptsRemaining: 2 },
      });
      // A question's answer is not what a passkey customer is asked.
      expect((await agent.post('/api/auth/step-up/verify').send({ signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: rent, challengeId: 'x', answer: 'Rex' }).expect(400)).body.message)
        .toBe('Please confirm with your passkey');

      const assertion = authenticator.assert(await optionsFor(agent, 'domestic-transfer', rent));
      const { body: authorized } = await verify(agent, 'domestic-transfer', { description: 'Rent', amount: 100, toAccountNumber: payee.accountNumber, fromAccountId: from.id }, assertion).expect(200);
      // The same assertion again: its challenge was used.
      expect((await verify(agent, 'domestic-transfer', rent, assertion).expect(400)).body).toEqual(EXPIRED);
      await agent.post('/api/transfer').send({ ...rent, authorizationToken: authorized.authorizationToken }).expect(201);
      expect(await balanceOf(agent, from.id)).toBe('400.00');
    });

    it('binds an international transfer\'s recipient bank too; a customer with the app may use the passkey instead of its code', async () => {
      const { customer, agent, authenticator } = await withPasskey();
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      const abroad = {
        fromAccountId: 'acc-1', nbfcPartner: 'WISE', recipientName: 'Asha Rao', recipientAccountNumber: '123456789012', recipientCountryCode: 'IN',
        recipientIfscCode: 'HDFC0001234', recipientBankName: 'HDFC Bank', transferAmount: '250.00', transferCurrency: 'INR', purpose: 'Family support',
      };
      const options = await optionsFor(agent, 'international-transfer', abroad);
      await verify(agent, 'international-transfer', { ...abroad, recipientIfscCode: 'ICIC0000999' }, authenticator.assert(options)).expect(401);
      await verify(agent, 'international-transfer', abroad, authenticator.assert(await optionsFor(agent, 'international-transfer', abroad))).expect(200);
      // Options bound to a domestic purpose do not authorize the international payload.
      await verify(agent, 'international-transfer', abroad, authenticator.assert(await optionsFor(agent, 'domestic-transfer', abroad))).expect(401);

      // The authenticator app on too: its code is asked, with the passkey offered instead.
      const { body: enrolment } = await agent.post('/api/user/2fa/enable').expect(200);
      const { generateSync } = await import('otplib');
      await agent.post('/api/user/2fa/confirm').send({ code: generateSync({ secret: enrolment.secret }) }).expect(200);
      // (Two attempts left: the assertion for the domestic purpose counted.)
      expect((await agent.post('/api/auth/step-up/challenge').expect(201)).body).toEqual({ factor: 'authenticator-code', passkey: true, attemptsRemaining: 2 });
      await verify(agent, 'international-transfer', abroad, authenticator.assert(await optionsFor(agent, 'international-transfer', abroad))).expect(200);
      expect((await login(bank.agent(), customer.customerId).expect(200)).body).toEqual({ twoFactorRequired: true, methods: ['authenticator-code', 'passkey'] });
      // A code from the app removes a passkey as well as the password does.
      const [{ id }] = (await agent.get('/api/user/passkeys').expect(200)).body;
      await agent.post(`/api/user/passkeys/${id}/remove`).send({ code: '000000' }).expect(400);
      await agent.post(`/api/user/passkeys/${id}/remove`).send({ code: generateSync({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) + 30 }) }).expect(200);
      expect((await login(bank.agent(), customer.customerId).expect(200)).body).toEqual({ twoFactorRequired: true, methods: ['authenticator-code'] });
    });

    it('an international transfer of a passkey customer without security questions goes through', async () => {
      const { customer, agent, authenticator } = await withPasskey();
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      const from = await bank.openAccount(customer, { balance: '900.00' });
      const body = toGermany(from.id);
      const { body: authorized } = await verify(agent, 'international-transfer', body, authenticator.assert(await optionsFor(agent, 'international-transfer', body))).expect(200);
      const sent = await agent.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken: authorized.authorizationToken });
      expect(sent.status).toBe(201);
      expect(sent.body.transfer).toMatchObject({ status: 'submitted', transferAmount: '100.00', transferCurrency: 'EUR' });
    });

    it('a customer without passkeys gets no options', async () => {
      const { agent } = await bank.newCustomer('PK');
      expect((await agent.post('/api/auth/step-up/passkey-options').send({ purpose: 'domestic-transfer', payload: { amount: '1.00' } }).expect(409)).body.message)
        .toBe('No passkey is registered');
      await agent.post('/api/auth/step-up/passkey-options').send({ purpose: 'nope', payload: {} }).expect(400);
    });
  });
});
