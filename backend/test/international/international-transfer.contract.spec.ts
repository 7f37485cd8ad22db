import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { demoSignatureDataUrl } from '../../src/demo/signature-image.js';
import type { SupportedCountryDto } from '@bank/contracts/international';
import { balanceOf } from '../support/banking.js';
import { describeInOrder, itCheckingDatabase, itLocally } from '../support/contract-target.js';
import {
  balanceOf as balanceSeenBy, connectToDemoBank, eventually, newPayer, setUpSecurity, stepUp, transfer, uniqueName, type AccountView, type DemoBank,
} from '../support/demo-bank.js';
import { IBANS, sendInternational, toGermany, toIndia, type InternationalBody } from '../support/international.js';

describe('international transfers: the customer API', () => {
  let t: DemoBank;
  let alice: { id: string };
  let bob: { id: string };
  let usd: AccountView;
  let eur: AccountView;
  let asAlice: TestAgent;
  let asBob: TestAgent;
  /** The answers to the step-up questions, the same for every customer of the suite. */
  let answers: Record<string, string>;

  beforeAll(async () => {
    t = await connectToDemoBank();
    const a = await t.newCustomer('INTLALICE');
    const b = await t.newCustomer('INTLBOB');
    answers = await setUpSecurity(a);
    await setUpSecurity(b);
    [alice, bob, asAlice, asBob] = [a, b, a.agent, b.agent];
    usd = await t.openAccount(alice, { balance: '9000.00' });
    eur = await t.openAccount(alice, { type: 'savings', currency: 'EUR', balance: '2000.00' });
  });
  afterAll(() => t.close());

  /** A step-up token for exactly this body, through the API (every customer of the suite has the same answers). */
  const tokenFor = (agent: TestAgent, body: InternationalBody) => stepUp(agent, answers, 'international-transfer', body);
  /** Step-up through the API for exactly this body, then the transfer with an Idempotency-Key; checks the status. */
  async function send(agent: TestAgent, body: InternationalBody, expectedStatus: number, idempotencyKey: string = randomUUID()) {
    const authorizationToken = await tokenFor(agent, body);
    return agent.post('/api/international-transfers').set('Idempotency-Key', idempotencyKey).send({ ...body, authorizationToken }).expect(expectedStatus);
  }
  /** The balance as its owner (Alice or Bob) sees it. */
  async function balanceNow(accountId: string): Promise<string> {
    for (const agent of [asAlice, asBob]) {
      const found = (await agent.get('/api/accounts').expect(200)).body.find((x: { id: string }) => x.id === accountId);
      if (found) return found.balance;
    }
    throw new Error(`account ${accountId} is neither Alice's nor Bob's`);
  }

  /** Countries, partners and rates are the bank's reference data: every suite on a server relies on them. */
  const CHANGES_TERMS = 'changes countries, partners or exchange rates in SQL, which every suite on the server relies on, or mints tokens in process';
  /** What the customer's international transfers hold in the bank's clearing account in `currency` (their part of its position). */
  const held = async (userId: string, currency: string) =>
    (await t.database!.sql<{ amount: string }>(`select coalesce(sum(p.amount), 0)::text as amount from accounts.postings p
      join accounts.journal_entries j on j.id = p.journal_entry_id join accounts.accounts a on a.id = p.account_id
      where a.internal_purpose = 'clearing' and a.currency = $2
        and j.transaction_id in (select transaction_id from international.international_transfers where user_id = $1)`, [userId, currency]))[0].amount;

  describe('GET /api/international-transfers/countries', () => {
    let countries: SupportedCountryDto[];
    beforeAll(async () => { countries = (await asAlice.get('/api/international-transfers/countries').expect(200)).body; });

    it('lists at least 40 active countries over the four support types, each with a category, fee, limits and documents', () => {
      expect(countries.length).toBeGreaterThanOrEqual(40);
      expect(new Set(countries.map((c) => c.supportType))).toEqual(new Set(['direct', 'proxy', 'offshore', 'nbfc']));
      for (const c of countries) {
        expect(c.countryCode).toMatch(/^[A-Z]{3}$/);
        expect(['Premium', 'Express', 'Economy', 'Business', 'Digital', 'Secure', 'Ultra-Fast', 'Neo-Banking']).toContain(c.category);
        expect(c.transferFeePercentage).toMatch(/^\d+\.\d{2}$/);
        expect(c.requiredDocuments.length).toBeGreaterThan(0);
        expect(c.proxyNetwork !== null).toBe(c.supportType === 'proxy');
        expect(c.isActive).toBe(true);
      }
      expect(countries.find((c) => c.countryCode === 'DEU')).toMatchObject({ supportType: 'direct', iban: { prefix: 'DE', length: 22 }, nbfcPartners: [] });
      expect(countries.find((c) => c.countryCode === 'BRA')).toMatchObject({ supportType: 'proxy', proxyNetwork: 'PIX', iban: null });
    });

    it('serves India through the eight NBFC partners of SPEC 9', () => {
      const india = countries.find((c) => c.countryCode === 'IND')!;
      expect(india.supportType).toBe('nbfc');
      const partners = Object.fromEntries(india.nbfcPartners.map((p) => [p.code, [p.feePercentage, `${p.minHours}-${p.maxHours}`, p.perTransactionLimit]]));
      expect(partners).toEqual({
        ILFS: ['2.80', '6-12', '50000.00'], RRI: ['2.50', '12-24', '25000.00'], SPNBFC: ['3.20', '4-8', '100000.00'], BFE: ['2.60', '8-16', '200000.00'],
        DPS: ['3.50', '2-6', '75000.00'], MFS: ['2.30', '10-18', '150000.00'], QTR: ['4.00', '1-4', '30000.00'], NBD: ['2.70', '6-14', '80000.00'],
      });
    });

    itLocally('hides a country the bank stopped serving', CHANGES_TERMS, async () => {
      await t.local!.sql(`update international.supported_countries set is_active = false where country_code = 'PAN'`);
      try {
        const codes = (await asAlice.get('/api/international-transfers/countries').expect(200)).body.map((c: SupportedCountryDto) => c.countryCode);
        expect(codes).not.toContain('PAN');
        const body = toGermany(usd.id, { recipientCountryCode: 'PAN', recipientAccountNumber: '0012345678' });
        const res = await sendInternational(t.local!, asAlice, alice.id, body, 400);
        expect(res.body.message).toBe('International transfers to this country are not available');
      } finally {
        await t.local!.sql(`update international.supported_countries set is_active = true where country_code = 'PAN'`);
      }
    });
  });

  it('GET /api/international-transfers/rates: every currency of SPEC 9 with its date', async () => {
    const rates = (await asAlice.get('/api/international-transfers/rates').expect(200)).body;
    expect(rates.map((r: { currency: string }) => r.currency).sort()).toEqual(['AUD', 'CAD', 'CHF', 'CNY', 'EUR', 'GBP', 'INR', 'JPY', 'MXN', 'USD']);
    for (const rate of rates) {
      expect(rate.usdRate).toMatch(/^\d+\.\d{6}$/);
      expect(rate.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  // In order: its last test reconciles the ledger after what the tests before it booked.
  describeInOrder('fees, totals and the debit, to the cent', () => {
    it.each([
      // support type, body, fee, total, rate, debit from the USD account
      ['direct', { recipientCountryCode: 'DEU', transferCurrency: 'EUR', transferAmount: '100.00' }, '0.75', '100.75', '1.085000', '109.31'],
      ['proxy', { recipientCountryCode: 'BRA', recipientAccountNumber: '+55 11 91234 5678', transferCurrency: 'USD', transferAmount: '250.00' }, '3.13', '253.13', '1.000000', '253.13'],
      ['offshore', { recipientCountryCode: 'CHE', recipientAccountNumber: IBANS.CHE, transferCurrency: 'GBP', transferAmount: '1000.00' }, '17.50', '1017.50', '1.270000', '1292.23'],
    ] as const)('%s: fee, total, rate and debit as computed by hand', async (_type, override, fee, total, rate, debit) => {
      const before = await balanceNow(usd.id);
      const res = await send(asAlice, toGermany(usd.id, { recipientBankCode: undefined, ...override }), 201);
      expect(res.body.transfer).toMatchObject({ feeAmount: fee, totalAmount: total, exchangeRate: rate, debitAmount: debit, debitCurrency: 'USD', status: 'submitted' });
      expect(subtract(before, await balanceNow(usd.id))).toBe(debit);
    });

    it.each([
      ['ILFS', '345.68', '12691.35', '152.30', 12], ['RRI', '308.64', '12654.31', '151.85', 24], ['SPNBFC', '395.06', '12740.73', '152.89', 8],
      ['BFE', '320.99', '12666.66', '152.00', 16], ['DPS', '432.10', '12777.77', '153.33', 6], ['MFS', '283.95', '12629.62', '151.56', 18],
      ['QTR', '493.83', '12839.50', '154.07', 4], ['NBD', '333.33', '12679.00', '152.15', 14],
    ])('India through %s: the partner fee %s, total %s INR, %s USD debited, delivery within its window', async (partner, fee, total, debit, hours) => {
      const before = await balanceNow(usd.id);
      const res = await send(asAlice, toIndia(usd.id, partner, { transferAmount: '12345.67' }), 201);
      const transfer = res.body.transfer;
      expect(transfer).toMatchObject({ nbfcPartner: partner, supportType: 'nbfc', feeAmount: fee, totalAmount: total, exchangeRate: '0.012000', debitAmount: debit });
      expect(new Date(transfer.estimatedDelivery).getTime() - new Date(transfer.createdAt).getTime()).toBe(hours * 3_600_000);
      expect(subtract(before, await balanceNow(usd.id))).toBe(debit);
    });

    it('converts to a EUR account at the cross rate of the stored USD rates, stored on the transfer', async () => {
      const before = await balanceNow(eur.id);
      const body = toGermany(eur.id, { recipientCountryCode: 'GBR', recipientAccountNumber: IBANS.GBR, recipientBankCode: 'NWBKGB2L', transferCurrency: 'GBP', transferAmount: '500.00' });
      const res = await send(asAlice, body, 201);
      expect(res.body.transfer).toMatchObject({ feeAmount: '2.50', totalAmount: '502.50', exchangeRate: '1.170507', debitAmount: '588.18', debitCurrency: 'EUR' });
      expect(subtract(before, await balanceNow(eur.id))).toBe('588.18');
      expect((await asAlice.get(`/api/international-transfers/${res.body.transfer.id}`).expect(200)).body.exchangeRate).toBe('1.170507');
    });

    itLocally('uses the rate stored now, and a later rate change leaves booked transfers alone', CHANGES_TERMS, async () => {
      await t.local!.sql(`update international.exchange_rates set usd_rate = 1.100000 where currency = 'EUR'`);
      try {
        const res = await sendInternational(t.local!, asAlice, alice.id, toGermany(usd.id, { transferAmount: '200.00' }), 201);
        expect(res.body.transfer).toMatchObject({ exchangeRate: '1.100000', totalAmount: '201.50', debitAmount: '221.65' });
        const again = await asAlice.get(`/api/international-transfers/${res.body.transfer.id}`).expect(200);
        expect(again.body.exchangeRate).toBe('1.100000');
      } finally {
        await t.local!.sql(`update international.exchange_rates set usd_rate = 1.085000 where currency = 'EUR'`);
      }
    });

    itCheckingDatabase('holds every debit in clearing: the ledger reconciles', 'reads Alice\'s transfers and their postings in SQL, runs reconcile-ledger', async () => {
      const [row] = await t.database!.sql<{ debits: string }>(`select coalesce(sum(debit_amount), 0)::text as debits from international.international_transfers where debit_currency = 'USD' and user_id = $1`, [alice.id]);
      expect(await held(alice.id, 'USD')).toBe(row.debits);
      expect(await t.database!.runJob('reconcile-ledger')).toMatch(/ledger reconciles/);
    });
  });

  describe('the rules of SPEC 5, with their messages', () => {
    it.each([
      [{ fromAccountId: '' }, 'Please select an account'],
      [{ recipientName: 'A' }, 'Recipient name must be at least 2 characters'],
      [{ recipientName: '   ' }, 'Recipient name must be at least 2 characters'],
      [{ recipientAddress: 'Short' }, 'Complete recipient address is required'],
      [{ recipientBankName: 'X' }, 'Bank name is required'],
      [{ recipientAccountNumber: '1234' }, 'Account number is required'],
      [{ recipientCountryCode: 'DE' }, 'Valid country code required'],
      [{ transferAmount: 0 }, 'Transfer amount must be a positive number'],
      [{ transferAmount: '-5' }, 'Transfer amount must be a positive number'],
      [{ transferAmount: 'abc' }, 'Transfer amount must be a positive number'],
      [{ transferAmount: '1.001' }, 'Amount can have at most 2 decimal places'],
      [{ transferCurrency: 'EU' }, 'Valid currency code required'],
      [{ transferCurrency: 'CHF' }, 'Valid currency code required'],
      [{ purpose: 'Gift' }, 'Purpose of transfer is required'],
      [{ recipientCountryCode: 'XYZ' }, 'International transfers to this country are not available'],
    ] as const)('refuses %p: "%s"', async (override, message) => {
      const res = await asAlice.post('/api/international-transfers').set('Idempotency-Key', `rule-${Math.random().toString(36).slice(2)}`)
        .send({ ...toGermany(usd.id), ...override, authorizationToken: 'x' }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it.each([
      ['an IBAN with wrong check digits', { recipientAccountNumber: 'DE89370400440532013001' }, 'recipientAccountNumber', 'Account number must be a valid IBAN for the recipient country'],
      ['another country\'s IBAN', { recipientAccountNumber: IBANS.GBR }, 'recipientAccountNumber', 'Account number must be a valid IBAN for the recipient country'],
      ['a malformed BIC', { recipientBankCode: 'COBA-DE' }, 'recipientBankCode', 'Bank code must be a valid BIC/SWIFT code of 8 or 11 characters'],
      ['an IFSC outside India', { recipientIfscCode: 'HDFC0001234' }, 'recipientIfscCode', 'An IFSC code is only used for transfers to India'],
      ['a partner outside India', { nbfcPartner: 'QTR' }, 'nbfcPartner', 'An NBFC partner can only be chosen for transfers to India'],
      ['below the country minimum', { transferAmount: '9.00' }, 'transferAmount', 'The minimum for Germany is 10.00 USD'],
      ['above the country maximum', { transferAmount: '46100.00' }, 'transferAmount', 'The maximum for Germany is 50000.00 USD'],
    ] as const)('Germany: refuses %s', async (_what, override, field, message) => {
      const res = await send(asAlice, toGermany(usd.id, override as Partial<InternationalBody>), 400);
      expect(res.body).toMatchObject({ message, details: [{ field, message }] });
    });

    it.each([
      ['no partner', { nbfcPartner: undefined }, 'nbfcPartner', 'Please choose an NBFC partner for transfers to India'],
      ['a malformed IFSC', { recipientIfscCode: 'HDFC1001234' }, 'recipientIfscCode', 'IFSC code must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)'],
      ['more than RRI takes', { nbfcPartner: 'RRI', transferAmount: '25000.01' }, 'transferAmount', 'RRI accepts at most 25000.00 INR per transfer'],
      ['more than QTR takes', { nbfcPartner: 'QTR', transferAmount: '31000.00' }, 'transferAmount', 'QTR accepts at most 30000.00 INR per transfer'],
      ['less than the country minimum in USD', { transferAmount: '50.00' }, 'transferAmount', 'The minimum for India is 1.00 USD'],
    ] as const)('India: refuses %s', async (_what, override, field, message) => {
      const res = await send(asAlice, toIndia(usd.id, 'ILFS', override as Partial<InternationalBody>), 400);
      expect(res.body).toMatchObject({ message, details: [{ field, message }] });
    });

    it('takes an IFSC in lower case with spaces, an IBAN with spaces, and a partner at exactly its limit', async () => {
      const india = await send(asAlice, toIndia(usd.id, 'RRI', { transferAmount: '25000.00', recipientIfscCode: 'hdfc 0001234' }), 201);
      expect(india.body.transfer).toMatchObject({ recipientIfscCode: 'HDFC0001234', feeAmount: '625.00' });
      const germany = await send(asAlice, toGermany(usd.id, { recipientAccountNumber: 'de89 3704 0044 0532 0130 00' }), 201);
      expect(germany.body.transfer.recipientAccountNumber).toBe(IBANS.DEU);
    });

    it('requires an Idempotency-Key', async () => {
      const body = toGermany(usd.id);
      const res = await asAlice.post('/api/international-transfers').send({ ...body, authorizationToken: await tokenFor(asAlice, body) }).expect(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    });

    it('requires a step-up token for exactly this transfer (purpose international-transfer)', async () => {
      const body = toGermany(usd.id, { transferAmount: '20.00' });
      const missing = await asAlice.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send(body).expect(401);
      expect(missing.body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');
      const otherAmount = await tokenFor(asAlice, { ...body, transferAmount: '21.00' });
      await asAlice.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken: otherAmount }).expect(401);
      const otherPartner = await tokenFor(asAlice, toIndia(usd.id, 'ILFS'));
      await asAlice.post('/api/international-transfers').set('Idempotency-Key', randomUUID())
        .send({ ...toIndia(usd.id, 'QTR'), authorizationToken: otherPartner }).expect(401);
      // A domestic-transfer token over the same fields is not an international one.
      const domestic = await stepUp(asAlice, answers, 'domestic-transfer', body);
      await asAlice.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken: domestic }).expect(401);
    });

    it('binds the whole request: a token approved for one bank does not pay another (IFSC, BIC, bank name, address)', async () => {
      const india = toIndia(usd.id, 'QTR', { transferAmount: '1000.00' });
      const germany = toGermany(usd.id, { transferAmount: '15.00' });
      const swaps: [InternationalBody, Partial<InternationalBody>][] = [
        [india, { recipientIfscCode: 'ICIC0000999' }],
        [india, { recipientBankName: 'ICICI Bank' }],
        [germany, { recipientBankCode: 'DEUTDEFFXXX' }],
        [germany, { recipientAddress: 'Unter den Linden 1, 10117 Berlin' }],
      ];
      for (const [approved, swap] of swaps) {
        const authorizationToken = await tokenFor(asAlice, approved);
        const res = await asAlice.post('/api/international-transfers').set('Idempotency-Key', randomUUID())
          .send({ ...approved, ...swap, authorizationToken }).expect(401);
        expect(res.body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');
      }
    });
  });

  describe('money and limits', () => {
    /** A customer of the test's own with security set up and a USD checking account holding `balance`. */
    async function aCustomer(prefix: string, balance: string) {
      const customer = await newPayer(t, prefix);
      const account = await t.openAccount(customer, { balance });
      return { customer, account, agent: customer.agent };
    }

    it('refuses more than the account holds with 400 and moves nothing', async () => {
      const { account, agent } = await aCustomer('INTLPOOR', '100.00');
      const res = await send(agent, toGermany(account.id, { transferAmount: '92.00' }), 400); // 92.69 EUR = 100.57 USD
      expect(res.body.code).toBe('ACCOUNTS.INSUFFICIENT_FUNDS');
      expect(await balanceSeenBy(agent, account.id)).toBe('100.00');
      expect((await agent.get('/api/international-transfers/user').expect(200)).body.items).toEqual([]);
      await send(agent, toGermany(account.id, { transferAmount: '91.00' }), 201); // 91.68 EUR = 99.47 USD
      expect(await balanceSeenBy(agent, account.id)).toBe('0.53');
    });

    it('counts international and domestic transfers together, in USD, against the daily limit', async () => {
      const { customer, account, agent } = await aCustomer('INTLRICH', '20000.00');
      const other = await t.openAccount(bob);
      await transfer(customer, { fromAccountId: account.id, toAccountNumber: other.accountNumber, amount: '4000.00', description: 'Rent' }, 201);
      // 2 x (2500 EUR + 0.75 %) = 5037.50 EUR = 5465.69 USD: 9465.69 today, to two recipients (one may get 5,000 USD a day).
      await send(agent, toGermany(account.id, { transferAmount: '2500.00' }), 201);
      await send(agent, toGermany(account.id, { transferAmount: '2500.00', recipientAccountNumber: IBANS.FRA, recipientCountryCode: 'FRA', recipientName: 'Anne Martin' }), 201);
      const over = await send(agent, toGermany(account.id, { transferAmount: '500.00' }), 400);
      expect(over.body.message).toBe('This transfer would exceed your daily transfer limit of $10,000.00');
      const domesticOver = await transfer(customer, { fromAccountId: account.id, toAccountNumber: other.accountNumber, amount: '600.00', description: 'More' }, 400);
      expect(domesticOver.body.code).toBe('PAYMENTS.LIMIT_EXCEEDED');
    });

    it('refuses a customer whose transactions are restricted with 403 and the reason', async () => {
      const { customer, account, agent } = await aCustomer('INTLRESTR', '500.00');
      const body = toGermany(account.id);
      // Authorized before the restriction (a restricted customer is not asked a question at all).
      const authorizationToken = await tokenFor(agent, body);
      await (await t.admin()).patch(`/api/admin/users/${customer.id}/restrictions`)
        .send({ loginRestricted: false, transactionRestricted: true, reason: 'Under review' }).expect(200);
      const res = await agent.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken }).expect(403);
      expect(res.body).toMatchObject({ code: 'IDENTITY.TRANSACTIONS_RESTRICTED', message: 'Transactions are restricted on this profile: Under review' });
      expect(await balanceSeenBy(agent, account.id)).toBe('500.00');
    });

    it('asks a customer whose questions or signature were reset to set them up again first', async () => {
      const { customer, account, agent } = await aCustomer('INTLRESET', '500.00');
      const body = toGermany(account.id);
      const authorizationToken = await tokenFor(agent, body);
      await (await t.admin()).delete(`/api/admin/user/${customer.id}/signature`).expect(200);
      const res = await agent.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken }).expect(403);
      expect(res.body).toEqual({ code: 'INTERNATIONAL.SECURITY_SETUP_REQUIRED', message: 'Please set up your security questions and signature again before making international transfers.' });
      expect(await balanceSeenBy(agent, account.id)).toBe('500.00');
      await agent.post('/api/auth/signature').send({ signatureData: demoSignatureDataUrl(), currentPassword: customer.password }).expect(201);
      await send(agent, body, 201);
    });

    it('moves money once for the same Idempotency-Key sent twice, even at the same time; another body with it is 409', async () => {
      const body = toGermany(usd.id, { transferAmount: '33.00' });
      const token = await tokenFor(asAlice, body);
      const key = randomUUID();
      const before = await balanceNow(usd.id);
      const post = () => asAlice.post('/api/international-transfers').set('Idempotency-Key', key).send({ ...body, authorizationToken: token });
      const [first, second] = await Promise.all([post(), post()]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      const third = await post().expect(201);
      expect(third.body).toEqual(first.body);
      expect(subtract(before, await balanceNow(usd.id))).toBe(first.body.transfer.debitAmount);
      const mine: { id: string }[] = (await asAlice.get('/api/international-transfers/user?limit=100').expect(200)).body.items;
      expect(mine.filter((x) => x.id === first.body.transfer.id)).toHaveLength(1);
      const other = await asAlice.post('/api/international-transfers').set('Idempotency-Key', key)
        .send({ ...body, transferAmount: '34.00', authorizationToken: await tokenFor(asAlice, { ...body, transferAmount: '34.00' }) }).expect(409);
      expect(other.body.code).toBe('PAYMENTS.IDEMPOTENCY_KEY_REUSED');
    });
  });

  describe('sanctions screening', () => {
    for (const name of ['Boris Badenov', 'badenov,  BORIS', 'Mr. Boris Badenov Jr', 'Natàsha Fatale']) {
      it(`holds a transfer to ${JSON.stringify(name)} as pending, compliance not checked`, async () => {
        const before = await balanceNow(usd.id);
        const res = await send(asAlice, toGermany(usd.id, { recipientName: name, transferAmount: '15.00' }), 201);
        expect(res.body.message).toBe('Your international transfer is being reviewed by our compliance team.');
        expect(res.body.transfer).toMatchObject({ status: 'pending', complianceChecked: false });
        // The money is held: debited from the customer, waiting for compliance in the staff's list (hits come first).
        expect(subtract(before, await balanceNow(usd.id))).toBe(res.body.transfer.debitAmount);
        const hits: { id: string; status: string; sanctionsMatch: string | null }[] =
          (await (await t.admin()).get('/api/admin/payments/international?status=pending&limit=100').expect(200)).body.items;
        expect(hits.find((h) => h.id === res.body.transfer.id)).toMatchObject({ status: 'pending', sanctionsMatch: expect.stringMatching(/Badenov|Fatale/) });
      });
    }

    it('lets a similar but different name through', async () => {
      const res = await send(asAlice, toGermany(usd.id, { recipientName: 'Boris Becker', transferAmount: '15.00' }), 201);
      expect(res.body.transfer).toMatchObject({ status: 'submitted', complianceChecked: true });
    });
  });

  describe('terms kept in memory (decision international-terms-in-memory)', () => {
    itLocally('refuses a country stopped in SQL behind the app at once, and serves it again as soon as it is back', CHANGES_TERMS, async () => {
      const body = toGermany(usd.id, { recipientCountryCode: 'FRA', recipientAccountNumber: IBANS.FRA, transferAmount: '12.00' });
      await sendInternational(t.local!, asAlice, alice.id, body, 201); // the app now remembers France as served
      const before = await balanceOf(t.local!, usd.id);
      await t.local!.sql(`update international.supported_countries set is_active = false where country_code = 'FRA'`);
      try {
        const res = await sendInternational(t.local!, asAlice, alice.id, body, 400);
        expect(res.body.message).toBe('International transfers to this country are not available');
        expect(await balanceOf(t.local!, usd.id)).toBe(before);
      } finally {
        await t.local!.sql(`update international.supported_countries set is_active = true where country_code = 'FRA'`);
      }
      // The app remembered France as stopped: that refusal is not given once the stored row says otherwise.
      await sendInternational(t.local!, asAlice, alice.id, body, 201);
    });

    // A name of the run's own: no other suite's recipient is held for it. Adding it moves the terms
    // version, as an operator's load-sanctions does: a transfer decided on the old terms is decided again.
    itCheckingDatabase('screens against a name added to the list in SQL behind the app, from the next transfer on', 'adds a name of its own to the sanctions list in SQL, and deletes it after', async () => {
      const surname = uniqueName('Quillfeather');
      await send(asAlice, toGermany(usd.id, { recipientName: `Zebulon ${surname}`, transferAmount: '11.00' }), 201); // the app now remembers the list without it
      await t.database!.sql(`insert into international.sanctions_list (name, normalized_name, source) values ($1, $2, 'test')`,
        [`Zebulon ${surname}`, `${surname.toLowerCase()} zebulon`]);
      try {
        const res = await send(asAlice, toGermany(usd.id, { recipientName: `Mr Zebulon ${surname}`, transferAmount: '11.00' }), 201);
        expect(res.body.transfer).toMatchObject({ status: 'pending', complianceChecked: false });
      } finally {
        await t.database!.sql(`delete from international.sanctions_list where normalized_name = $1`, [`${surname.toLowerCase()} zebulon`]);
      }
    });

    itLocally('counts every change to countries, partners, rates and the sanctions list in the terms version', CHANGES_TERMS, async () => {
      const version = async () => (await t.local!.sql<{ version: string }>(`select version::text from international.international_terms_version`))[0].version;
      let last = await version();
      for (const change of [
        `update international.supported_countries set processing_time_hours = processing_time_hours where country_code = 'DEU'`,
        `update international.nbfc_partners set is_active = is_active where code = 'QTR'`,
        `update international.exchange_rates set usd_rate = usd_rate where currency = 'GBP'`,
        `delete from international.sanctions_list where normalized_name = 'no such name'`,
      ]) {
        await t.local!.sql(change);
        const now = await version();
        expect(BigInt(now)).toBeGreaterThan(BigInt(last));
        last = now;
      }
    });
  });

  describe('reading transfers', () => {
    it('lists only the customer\'s own transfers, newest first, in keyset pages', async () => {
      const bobAccount = await t.openAccount(bob, { balance: '300.00' });
      const bobs = await send(asBob, toGermany(bobAccount.id, { transferAmount: '12.00' }), 201);
      const first = (await asAlice.get('/api/international-transfers/user?limit=5').expect(200)).body;
      expect(first.items).toHaveLength(5);
      expect(first.total).toBeGreaterThan(5);
      const second = (await asAlice.get(`/api/international-transfers/user?limit=5&cursor=${encodeURIComponent(first.nextCursor)}`).expect(200)).body;
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((i: { id: string }) => i.id)).size).toBe(all.length);
      const times = all.map((i: { createdAt: string }) => i.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all.map((i: { id: string }) => i.id)).not.toContain(bobs.body.transfer.id);
      expect(first.items[0]).not.toHaveProperty('adminNotes');
      expect(first.items[0]).not.toHaveProperty('sanctionsMatch');

      await asAlice.get(`/api/international-transfers/${bobs.body.transfer.id}`).expect(404);
      await asAlice.get('/api/international-transfers/not-a-uuid').expect(404);
      const own = await asBob.get(`/api/international-transfers/${bobs.body.transfer.id}`).expect(200);
      expect(own.body).toEqual(bobs.body.transfer);
    });

    it('shows the debit in the transaction history with the reference', async () => {
      const res = await send(asAlice, toGermany(usd.id, { transferAmount: '11.00' }), 201);
      const history = (await asAlice.get(`/api/transactions?accountId=${usd.id}&limit=1`).expect(200)).body.items[0];
      expect(history).toMatchObject({
        id: res.body.transfer.transactionId, amount: res.body.transfer.debitAmount, type: 'transfer', status: 'submitted',
        reference: res.body.transfer.referenceNumber, description: 'International transfer to Hans Becker (Germany)', toAccountNumber: null,
      });
    });

    it('refuses another customer\'s account as the source with 404', async () => {
      const res = await send(asBob, toGermany(usd.id), 404);
      expect(res.body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    });

    it.each([
      ['GET', '/api/international-transfers/countries'], ['GET', '/api/international-transfers/rates'], ['GET', '/api/international-transfers/user'],
      ['GET', '/api/international-transfers/00000000-0000-4000-8000-000000000000'], ['POST', '/api/international-transfers'],
    ])('%s %s: 401 when signed out', async (method, path) => {
      const agent = t.agent();
      await (method === 'GET' ? agent.get(path) : agent.post(path).send({})).expect(401);
    });
  });

  it('notifies the customer of a new transfer, with its reference', async () => {
    const res = await send(asAlice, toGermany(usd.id, { transferAmount: '10.50' }), 201);
    const reference = res.body.transfer.referenceNumber;
    // The outbox delivers it in the background.
    const notes = await eventually('the notification of the transfer', async () => {
      const items: { title: string; message: string }[] = (await asAlice.get('/api/notifications?limit=100').expect(200)).body.items;
      return items.some((n) => n.message.includes(reference)) ? items : undefined;
    });
    const note = notes.find((n) => n.message.includes(reference))!;
    expect(note.title).toBe('International transfer submitted');
    expect(note.message).toContain('10.50 EUR to Hans Becker (Germany)');
    // Payments' own transfer notification is not sent twice for the same transfer.
    expect(notes.filter((n) => n.title === 'Transfer submitted')).toEqual([]);
  });
});

/** a − b on decimal text, exactly (both with 2 decimals). */
function subtract(a: string, b: string): string {
  const cents = (x: string) => BigInt(x.replace('.', ''));
  const diff = cents(a) - cents(b);
  const sign = diff < 0n ? '-' : '';
  const abs = diff < 0n ? -diff : diff;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
