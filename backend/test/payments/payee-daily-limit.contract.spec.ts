import type TestAgent from 'supertest/lib/agent.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import type { TransferBody } from '../support/banking.js';
import { balanceOf, connectToDemoBank, newPayer, stepUp, transfer, transferAbroad, type AccountView, type DemoBank } from '../support/demo-bank.js';
import { IBANS, toGermany } from '../support/international.js';

const PAYEE_LIMIT = { message: 'Daily limit for this payee exceeded', code: 'PAYMENTS.PAYEE_DAILY_LIMIT_EXCEEDED' };

/** Issue 24 item 7: at most USD 5,000 a bank day to one payee; one's own accounts do not count. */
describe('the per-payee daily limit', () => {
  let t: DemoBank;
  let bobChecking: AccountView;
  let bobSavings: AccountView;

  beforeAll(async () => {
    t = await connectToDemoBank();
    const bob = await t.newCustomer('PAYEEBOB');
    bobChecking = await t.openAccount(bob);
    bobSavings = await t.openAccount(bob, { type: 'savings' });
  });
  afterAll(() => t?.close());

  /** A customer of the test's own with security set up, checking (20,000.00) and savings. */
  async function aPayer(balance = '20000.00') {
    const payer = await newPayer(t, 'PAYER');
    const checking = await t.openAccount(payer, { balance });
    const savings = await t.openAccount(payer, { type: 'savings' });
    return { payer, checking, savings, agent: payer.agent };
  }
  const body = (from: AccountView, to: AccountView, amount: string): TransferBody => ({ fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: 'Payee limit' });

  it('lets 5,000.00 reach one payee in a bank day, refuses a cent more with 400, and moves nothing then', async () => {
    const p = await aPayer();
    await transfer(p.payer, body(p.checking, bobChecking, '3000.00'), 201);
    await transfer(p.payer, body(p.checking, bobChecking, '2000.00'), 201);
    const refused = await transfer(p.payer, body(p.checking, bobChecking, '0.01'), 400);
    expect(refused.body).toEqual(PAYEE_LIMIT);
    expect(await balanceOf(p.agent, p.checking.id)).toBe('15000.00');
    // One transfer above the limit is refused whole.
    const q = await aPayer();
    expect((await transfer(q.payer, body(q.checking, bobChecking, '5000.01'), 400)).body).toEqual(PAYEE_LIMIT);
  });

  it("counts each payee account on its own, and never the customer's own accounts", async () => {
    const p = await aPayer();
    await transfer(p.payer, body(p.checking, bobChecking, '5000.00'), 201);
    await transfer(p.payer, body(p.checking, bobSavings, '4000.00'), 201);
    await transfer(p.payer, body(p.checking, p.savings, '900.00'), 201);
    expect((await transfer(p.payer, body(p.checking, bobChecking, '1.00'), 400)).body).toEqual(PAYEE_LIMIT);
    // The daily limit still counts everything: 9,900 sent, 100 left today.
    const overDaily = await transfer(p.payer, body(p.checking, p.savings, '100.01'), 400);
    expect(overDaily.body.message).toBe('This transfer would exceed your daily transfer limit of $10,000.00');
    const own = await aPayer();
    await transfer(own.payer, body(own.checking, own.savings, '8000.00'), 201);
  });

  it('tells the daily limit first when both are passed (same status)', async () => {
    const p = await aPayer();
    await transfer(p.payer, body(p.checking, p.savings, '6000.00'), 201);
    const both = await transfer(p.payer, body(p.checking, bobChecking, '5000.01'), 400);
    expect(both.body.code).toBe('PAYMENTS.LIMIT_EXCEEDED');
  });

  it('gives a returned transfer back to the payee’s day', async () => {
    // Abroad, so it waits for its delivery day and staff can return it whenever the settlement jobs run.
    const p = await aPayer();
    // 3,600 EUR + 0.75 % = 3,627 EUR = 3,935.30 USD; 1,000 EUR more is 1,093.14 USD: past 5,000.
    const first = await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '3600.00' }), 201);
    expect((await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '1000.00' }), 400)).body).toEqual(PAYEE_LIMIT);
    await (await t.admin()).patch(`/api/admin/payments/international/${first.body.transfer.id}/status`).send({ status: 'failed' }).expect(200);
    await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '1000.00' }), 201);
  });

  it('holds under 20 parallel transfers to one payee around the limit: exactly what fits goes through', async () => {
    const p = await aPayer();
    const payment = body(p.checking, bobChecking, '300.00');
    // One step-up after another (one open question at a time), then the transfers at once.
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await stepUp(p.agent, p.payer.answers, 'domestic-transfer', payment));
    const responses = await Promise.all(tokens.map((authorizationToken) => p.agent.post('/api/transfer').send({ ...payment, authorizationToken })));
    const opened = responses.filter((r) => r.status === 201);
    expect(opened).toHaveLength(16); // 16 x 300 = 4,800; a 17th would make 5,100
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([400, PAYEE_LIMIT.code]));
    expect(await balanceOf(p.agent, p.checking.id)).toBe('15200.00');
    expect((await p.agent.get(`/api/transfers/limits?fromAccountId=${p.checking.id}&toAccountNumber=${bobChecking.accountNumber}`).expect(200)).body.payeeRemaining).toBe('200.00');
  });

  it('counts one recipient abroad however its account number is written, and another recipient on its own', async () => {
    const p = await aPayer();
    // 2,200 EUR + 0.75 % = 2,216.50 EUR = 2,404.90 USD each.
    await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '2200.00' }), 201);
    const spaced = IBANS.DEU.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
    await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '2200.00', recipientAccountNumber: spaced }), 201);
    const over = await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '200.00' }), 400);
    expect(over.body).toEqual(PAYEE_LIMIT);
    await transferAbroad(p.payer, toGermany(p.checking.id, { transferAmount: '200.00', recipientBankCode: 'DEUTDEFFXXX' }), 201);
  });

  describe('GET /api/transfers/limits', () => {
    const limits = (agent: TestAgent, from: AccountView, toAccountNumber: string) =>
      agent.get(`/api/transfers/limits?fromAccountId=${from.id}&toAccountNumber=${toAccountNumber}`);

    it('answers what is left today, this month and for the payee, as decimal strings', async () => {
      const p = await aPayer();
      expect((await limits(p.agent, p.checking, bobChecking.accountNumber).expect(200)).body)
        .toEqual({ dailyRemaining: '10000.00', monthlyRemaining: '50000.00', payeeRemaining: '5000.00' });
      await transfer(p.payer, body(p.checking, bobChecking, '1234.56'), 201);
      await transfer(p.payer, body(p.checking, p.savings, '100.00'), 201);
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
