import type TestAgent from 'supertest/lib/agent.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import { connectToDemoBank, newPayer, transferAbroad, type AccountView, type DemoBank } from '../support/demo-bank.js';
import { IBANS, toGermany } from '../support/international.js';

/**
 * Issue 28 item 2 on the international form: `GET /api/transfers/limits` for a recipient abroad
 * (no account number) answers what is left today, this month and for that recipient, counted as
 * the transfer counts it (country, account number however written, IFSC or BIC).
 */
describe('the limits left for a recipient abroad', () => {
  let t: DemoBank;

  beforeAll(async () => {
    t = await connectToDemoBank();
  });
  afterAll(() => t?.close());

  async function aPayer() {
    const payer = await newPayer(t, 'ABROAD');
    return { ...payer, checking: await t.openAccount(payer, { balance: '20000.00' }) };
  }
  const limits = (agent: TestAgent, from: AccountView, recipient: Record<string, string>) =>
    agent.get(`/api/transfers/limits?${new URLSearchParams({ fromAccountId: from.id, ...recipient })}`);
  const germany = { recipientCountryCode: 'DEU', recipientAccountNumber: IBANS.DEU, recipientBankCode: 'COBADEFFXXX' };

  it('counts what was sent to the recipient, however its account number is written, and other recipients only in the day', async () => {
    const p = await aPayer();
    expect((await limits(p.agent, p.checking, germany).expect(200)).body)
      .toEqual({ dailyRemaining: '10000.00', monthlyRemaining: '50000.00', payeeRemaining: '5000.00' });
    // 2,200 EUR + 0.75 % = 2,216.50 EUR = 2,404.90 USD.
    await transferAbroad(p, toGermany(p.checking.id, { transferAmount: '2200.00' }), 201);
    const left = { dailyRemaining: '7595.10', monthlyRemaining: '47595.10', payeeRemaining: '2595.10' };
    expect((await limits(p.agent, p.checking, germany).expect(200)).body).toEqual(left);
    const spaced = IBANS.DEU.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
    expect((await limits(p.agent, p.checking, { ...germany, recipientAccountNumber: spaced, recipientBankCode: 'cobadeffxxx' }).expect(200)).body).toEqual(left);
    // Another bank code is another recipient: only the day and the month are shared.
    expect((await limits(p.agent, p.checking, { ...germany, recipientBankCode: 'DEUTDEFFXXX' }).expect(200)).body)
      .toEqual({ ...left, payeeRemaining: '5000.00' });
  });

  it('uses no payee lookup (nothing of another customer is told), and refuses what the transfer form refuses', async () => {
    const p = await aPayer();
    for (let i = 0; i < PAYEE_LOOKUPS_PER_HOUR + 1; i++) await limits(p.agent, p.checking, germany).expect(200);
    expect((await limits(p.agent, p.checking, { ...germany, recipientCountryCode: 'DE' }).expect(400)).body.message).toBe('Valid country code required');
    expect((await limits(p.agent, p.checking, { recipientCountryCode: 'DEU' }).expect(400)).body.message).toBe('Account number is required');
    const other = await aPayer();
    expect((await limits(p.agent, other.checking, germany).expect(404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    await t.agent().get(`/api/transfers/limits?${new URLSearchParams({ fromAccountId: p.checking.id, ...germany })}`).expect(401);
  });
});
