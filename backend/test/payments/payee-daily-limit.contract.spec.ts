import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { ChangeTransferStatus } from '../../src/modules/payments/public/payments.api.js';
import { anAccount, authorizedTransfer, balanceOf, tokenFor, type TransferBody } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { IBANS, sendInternational, toGermany, withSecuritySetUp } from '../support/international.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PAYEE_LIMIT = { message: 'Daily limit for this payee exceeded', code: 'PAYMENTS.PAYEE_DAILY_LIMIT_EXCEEDED' };

/** Issue 24 item 7: at most USD 5,000 a bank day to one payee; one's own accounts do not count. */
describeWithDatabase('the per-payee daily limit', 'mints step-up tokens, cancels a transfer in process and reads usage in SQL', () => {
  let t: TestApp;
  let bob: { id: string };
  let bobChecking: AccountSummary;
  let bobSavings: AccountSummary;
  let customer = 0;

  beforeAll(async () => {
    t = await createTestApp({ reviewThreshold: '100000.00' });
    bob = await t.createUser('PAYEEBOB');
    bobChecking = await anAccount(t, bob.id);
    bobSavings = await anAccount(t, bob.id, { type: 'savings' });
  });
  afterAll(() => t?.close());

  async function aPayer(deposit = '20000.00') {
    const user = await t.createUser(`PAYER${++customer}`);
    const checking = await anAccount(t, user.id, { deposit });
    const savings = await anAccount(t, user.id, { type: 'savings' });
    return { user, checking, savings, agent: await t.signedIn(`PAYER${customer}`) };
  }
  const body = (from: AccountSummary, to: AccountSummary, amount: string): TransferBody => ({ fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: 'Payee limit' });

  it('lets 5,000.00 reach one payee in a bank day, refuses a cent more with 400, and moves nothing then', async () => {
    const p = await aPayer();
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '3000.00'), 201);
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '2000.00'), 201);
    const refused = await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '0.01'), 400);
    expect(refused.body).toEqual(PAYEE_LIMIT);
    expect(await balanceOf(t, p.checking.id)).toBe('15000.00');
    const [spent] = await t.sql<{ used: boolean }>(`select used_at is not null as used from identity.step_up_authorizations where user_id = $1 order by created_at desc limit 1`, [p.user.id]);
    expect(spent.used).toBe(false);
    // One transfer above the limit is refused whole.
    const q = await aPayer();
    expect((await authorizedTransfer(t, q.agent, q.user.id, body(q.checking, bobChecking, '5000.01'), 400)).body).toEqual(PAYEE_LIMIT);
  });

  it("counts each payee account on its own, and never the customer's own accounts", async () => {
    const p = await aPayer();
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '5000.00'), 201);
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobSavings, '4000.00'), 201);
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, p.savings, '900.00'), 201);
    expect((await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '1.00'), 400)).body).toEqual(PAYEE_LIMIT);
    // The daily limit still counts everything: 9,900 sent, 100 left today.
    const overDaily = await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, p.savings, '100.01'), 400);
    expect(overDaily.body.message).toBe('This transfer would exceed your daily transfer limit of $10,000.00');
    const own = await aPayer();
    await authorizedTransfer(t, own.agent, own.user.id, body(own.checking, own.savings, '8000.00'), 201);
  });

  it('tells the daily limit first when both are passed (same status)', async () => {
    const p = await aPayer();
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, p.savings, '6000.00'), 201);
    const both = await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '5000.01'), 400);
    expect(both.body.code).toBe('PAYMENTS.LIMIT_EXCEEDED');
  });

  it('gives a returned transfer back to the payee’s day', async () => {
    const p = await aPayer();
    const first = await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '4000.00'), 201);
    await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '1500.00'), 400);
    await t.app.get(CommandBus).execute(new ChangeTransferStatus(first.body.transaction.id, 'cancelled', null, {}));
    const again = await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '1500.00'), 201);
    expect(again.status).toBe(201);
  });

  it('holds under 20 parallel transfers to one payee around the limit: exactly what fits goes through', async () => {
    const p = await aPayer();
    const transfer = body(p.checking, bobChecking, '300.00');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tokenFor(t, p.user.id, transfer)));
    const responses = await Promise.all(tokens.map((authorizationToken) => p.agent.post('/api/transfer').send({ ...transfer, authorizationToken })));
    const opened = responses.filter((r) => r.status === 201);
    expect(opened).toHaveLength(16); // 16 x 300 = 4,800; a 17th would make 5,100
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([400, PAYEE_LIMIT.code]));
    expect(await balanceOf(t, p.checking.id)).toBe('15200.00');
    const [usage] = await t.sql<{ amount: string }>(`select amount_usd::text as amount from payments.payee_usage where user_id = $1`, [p.user.id]);
    expect(usage.amount).toBe('4800.00');
  });

  it('counts one recipient abroad however its account number is written, and another recipient on its own', async () => {
    const p = await aPayer();
    await withSecuritySetUp(t, p.user.id);
    // 2,200 EUR + 0.75 % = 2,216.50 EUR = 2,404.90 USD each.
    await sendInternational(t, p.agent, p.user.id, toGermany(p.checking.id, { transferAmount: '2200.00' }), 201);
    const spaced = IBANS.DEU.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
    await sendInternational(t, p.agent, p.user.id, toGermany(p.checking.id, { transferAmount: '2200.00', recipientAccountNumber: spaced }), 201);
    const over = await sendInternational(t, p.agent, p.user.id, toGermany(p.checking.id, { transferAmount: '200.00' }), 400);
    expect(over.body).toEqual(PAYEE_LIMIT);
    await sendInternational(t, p.agent, p.user.id, toGermany(p.checking.id, { transferAmount: '200.00', recipientBankCode: 'DEUTDEFFXXX' }), 201);
  });

  describe('GET /api/transfers/limits', () => {
    const limits = (agent: TestAgent, from: AccountSummary, toAccountNumber: string) =>
      agent.get(`/api/transfers/limits?fromAccountId=${from.id}&toAccountNumber=${toAccountNumber}`);

    it('answers what is left today, this month and for the payee, as decimal strings', async () => {
      const p = await aPayer();
      expect((await limits(p.agent, p.checking, bobChecking.accountNumber).expect(200)).body)
        .toEqual({ dailyRemaining: '10000.00', monthlyRemaining: '50000.00', payeeRemaining: '5000.00' });
      await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, bobChecking, '1234.56'), 201);
      await authorizedTransfer(t, p.agent, p.user.id, body(p.checking, p.savings, '100.00'), 201);
      expect((await limits(p.agent, p.checking, bobChecking.accountNumber).expect(200)).body)
        .toEqual({ dailyRemaining: '8665.44', monthlyRemaining: '48665.44', payeeRemaining: '3765.44' });
      // The customer's own account is no payee: what caps it is the day.
      expect((await limits(p.agent, p.checking, p.savings.accountNumber).expect(200)).body)
        .toEqual({ dailyRemaining: '8665.44', monthlyRemaining: '48665.44', payeeRemaining: '8665.44' });
    });

    it('has the same shape whether or not the number is an account', async () => {
      const p = await aPayer();
      const unknown = (await limits(p.agent, p.checking, '80999998').expect(200)).body;
      const unpaid = (await limits(p.agent, p.checking, bobSavings.accountNumber).expect(200)).body;
      expect(unknown).toEqual(unpaid);
    });

    it("refuses another customer's account, a malformed number, and a signed-out caller", async () => {
      const p = await aPayer();
      const other = await aPayer();
      expect((await limits(p.agent, other.checking, bobChecking.accountNumber).expect(404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
      expect((await limits(p.agent, p.checking, '801').expect(400)).body.message).toBe('Account number must be 8 digits');
      expect((await limits(p.agent, p.checking, '12345678').expect(400)).body.message).toBe('Account number must start with 80 and be 8 digits');
      expect((await p.agent.get(`/api/transfers/limits?toAccountNumber=${bobChecking.accountNumber}`).expect(400)).body.message).toBe('From account is required');
      await t.agent().get(`/api/transfers/limits?fromAccountId=${p.checking.id}&toAccountNumber=${bobChecking.accountNumber}`).expect(401);
    });

    it('counts as a payee lookup: past the hour’s limit it answers 429 like the lookup', async () => {
      const p = await aPayer();
      for (let i = 0; i < PAYEE_LOOKUPS_PER_HOUR; i++) await limits(p.agent, p.checking, `80${String(900000 + i)}`).expect(200);
      expect((await limits(p.agent, p.checking, bobChecking.accountNumber).expect(429)).body.code).toBe('ACCOUNTS.LOOKUPS_THROTTLED');
      await p.agent.get(`/api/accounts/lookup?accountNumber=${bobChecking.accountNumber}`).expect(429);
    });
  });
});
