import type TestAgent from 'supertest/lib/agent.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import { itCheckingDatabase } from '../support/contract-target.js';
import {
  balanceOf, connectToDemoBank, newPayer, transfer, type AccountView, type Customer, type DemoBank, type Payer,
} from '../support/demo-bank.js';

/** Issue 13, finding 5: POST /api/transfer must not tell whether an account number exists to a caller without a valid token. */
describe('probing account numbers through POST /api/transfer', () => {
  let t: DemoBank;
  let payee: AccountView;
  let payeeEuro: AccountView;
  let payeeClosed: AccountView;

  beforeAll(async () => {
    t = await connectToDemoBank();
    const owner = await t.newCustomer('PAYEEOWNER');
    payee = await t.openAccount(owner);
    payeeEuro = await t.openAccount(owner, { currency: 'EUR' });
    payeeClosed = await t.openAccount(owner);
    await (await t.admin()).delete(`/api/admin/accounts/${payeeClosed.id}`).expect(200);
  });
  afterAll(() => t.close());

  async function aProber(prefix: string): Promise<Customer & Payer & { account: AccountView }> {
    const prober = await newPayer(t, prefix);
    return { ...prober, account: await t.openAccount(prober, { balance: '100.00' }) };
  }
  const probe = (agent: TestAgent, fromAccountId: string, toAccountNumber: string, authorizationToken?: string) =>
    agent.post('/api/transfer').send({ fromAccountId, toAccountNumber, amount: '1.00', description: 'Probe', authorizationToken });

  /**
   * The payee lookups the customer has left this hour, as the server shows them: of one probe more
   * than the hour allows, without a token, those answer 401 and the rest 429. Spends them all.
   */
  async function lookupsLeft(agent: TestAgent, fromAccountId: string): Promise<number> {
    const answers = await Promise.all(Array.from({ length: PAYEE_LOOKUPS_PER_HOUR + 1 }, (_, n) => probe(agent, fromAccountId, String(80_900_000 + n))));
    return answers.filter((r) => r.status === 401).length;
  }

  it('answers every number alike without a token or with an invalid one, counts each probe, and answers 429 past the lookup limit', async () => {
    const { agent, account } = await aProber('PROBER');
    const numbers = [payee.accountNumber, payeeEuro.accountNumber, payeeClosed.accountNumber, '80999998', '80999997'];

    const withoutToken = await Promise.all(numbers.map((n) => probe(agent, account.id, n)));
    expect(withoutToken.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [401, withoutToken[0].body]));
    expect(withoutToken[0].body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');
    const withBadToken = await Promise.all(numbers.map((n) => probe(agent, account.id, n, 'not-a-token')));
    expect(withBadToken.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [401, withBadToken[0].body]));
    expect(withBadToken[0].body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');

    // Up to the limit, in parallel: nobody slips past, and then every number answers 429 alike.
    // Exactly `rest` get through only if each probe above was counted once.
    const rest = PAYEE_LOOKUPS_PER_HOUR - 2 * numbers.length;
    const burst = await Promise.all(Array.from({ length: rest + 5 }, (_, n) => probe(agent, account.id, String(80_900_000 + n), n % 2 ? 'not-a-token' : undefined)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(rest);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
    const after = await Promise.all(numbers.map((n) => probe(agent, account.id, n, 'not-a-token')));
    expect(after.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [429,
      { message: 'Too many account numbers checked. Please try again later.', code: 'ACCOUNTS.LOOKUPS_THROTTLED' }]));
    // The same limit as the lookup route's.
    await agent.get(`/api/accounts/lookup?accountNumber=${payee.accountNumber}`).expect(429);
    expect(await balanceOf(agent, account.id)).toBe('100.00');
  });

  /** Three transfers refused for their payee, each with a valid token for it. */
  async function refusedWithAToken(prober: Payer & { account: AccountView }) {
    const body = (toAccountNumber: string) => ({ fromAccountId: prober.account.id, toAccountNumber, amount: '1.00', description: 'Rent' });
    expect((await transfer(prober, body('80999998'), 404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    expect((await transfer(prober, body(payeeEuro.accountNumber), 400)).body.code).toBe('ACCOUNTS.CURRENCY_MISMATCH');
    expect((await transfer(prober, body(payeeClosed.accountNumber), 404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    return body(payee.accountNumber);
  }

  it('tells the holder of a valid token why the payee is refused, and counts that too', async () => {
    const prober = await aProber('PROBER');
    await refusedWithAToken(prober);
    expect(await lookupsLeft(prober.agent, prober.account.id)).toBe(PAYEE_LOOKUPS_PER_HOUR - 3);
  });

  itCheckingDatabase('a transfer that goes through is not a probe, and the refusals spend none of their tokens', 'reads the lookup counts and the step-up tokens in SQL', async () => {
    const prober = await aProber('PROBER');
    const lookups = async (): Promise<number> =>
      (await t.database!.sql<{ lookups: number }>(`select lookups from accounts.payee_lookups where user_id = $1`, [prober.id]))[0]?.lookups ?? 0;
    const payment = await refusedWithAToken(prober);
    expect(await lookups()).toBe(3);
    await transfer(prober, payment, 201);
    expect(await lookups()).toBe(3);
    // The refusals spent none of their tokens.
    const [unused] = await t.database!.sql<{ n: number }>(`select count(*)::int as n from identity.step_up_authorizations where user_id = $1 and used_at is null`, [prober.id]);
    expect(unused.n).toBe(3);
  });

  it('answers a restricted customer 403 for every number, and counts those too', async () => {
    const { id, agent, account } = await aProber('PROBER');
    const restrict = async (on: boolean) => (await t.admin()).patch(`/api/admin/users/${id}/restrictions`)
      .send({ loginRestricted: false, transactionRestricted: on, reason: on ? 'Under review' : undefined }).expect(200);
    await restrict(true);
    const numbers = [payee.accountNumber, payeeEuro.accountNumber, payeeClosed.accountNumber, '80999998'];
    const answers = await Promise.all(numbers.map((toAccountNumber) => probe(agent, account.id, toAccountNumber, 'x')));
    expect(answers.map((r) => [r.status, r.body.message])).toEqual(numbers.map(() => [403, 'Transactions are restricted on this profile: Under review']));
    // Lifted, the restriction shows what it counted.
    await restrict(false);
    expect(await lookupsLeft(agent, account.id)).toBe(PAYEE_LOOKUPS_PER_HOUR - numbers.length);
  });
});
