import type TestAgent from 'supertest/lib/agent.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import { anAccount, authorizedTransfer, balanceOf } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { describeWithDatabase } from '../support/contract-target.js';

/** Issue 13, finding 5: POST /api/transfer must not tell whether an account number exists to a caller without a valid token. */
describeWithDatabase('probing account numbers through POST /api/transfer', 'makes customers of its own and reads their lookup counts in SQL', () => {
  let t: TestApp;
  let payee: AccountSummary;
  let payeeEuro: AccountSummary;
  let payeeClosed: AccountSummary;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.createUser('PAYEEOWNER');
    payee = await anAccount(t, owner.id);
    payeeEuro = await anAccount(t, owner.id, { currency: 'EUR' });
    payeeClosed = await anAccount(t, owner.id);
    await t.sql(`update accounts.accounts set is_active = 'false' where id = $1`, [payeeClosed.id]);
  });
  afterAll(() => t.close());

  async function aProber(customerId: string): Promise<{ user: { id: string }; agent: TestAgent; account: AccountSummary }> {
    const user = await t.createUser(customerId);
    const account = await anAccount(t, user.id, { deposit: '100.00' });
    return { user, agent: await t.signedIn(customerId), account };
  }

  const lookups = async (userId: string): Promise<number> =>
    (await t.sql<{ lookups: number }>(`select lookups from accounts.payee_lookups where user_id = $1`, [userId]))[0]?.lookups ?? 0;

  it('answers every number alike without a token or with an invalid one, counts each probe, and answers 429 past the lookup limit', async () => {
    const { user, agent, account } = await aProber('PROBER1');
    const numbers = [payee.accountNumber, payeeEuro.accountNumber, payeeClosed.accountNumber, '80999998', '80999997'];
    const probe = (toAccountNumber: string, authorizationToken?: string) =>
      agent.post('/api/transfer').send({ fromAccountId: account.id, toAccountNumber, amount: '1.00', description: 'Probe', authorizationToken });

    const withoutToken = await Promise.all(numbers.map((n) => probe(n)));
    expect(withoutToken.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [401, withoutToken[0].body]));
    expect(withoutToken[0].body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');
    const withBadToken = await Promise.all(numbers.map((n) => probe(n, 'not-a-token')));
    expect(withBadToken.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [401, withBadToken[0].body]));
    expect(withBadToken[0].body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');
    expect(await lookups(user.id)).toBe(2 * numbers.length);

    // Up to the limit, in parallel: nobody slips past, and then every number answers 429 alike.
    const rest = PAYEE_LOOKUPS_PER_HOUR - 2 * numbers.length;
    const burst = await Promise.all(Array.from({ length: rest + 5 }, (_, n) => probe(String(80_900_000 + n), n % 2 ? 'not-a-token' : undefined)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(rest);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
    const after = await Promise.all(numbers.map((n) => probe(n, 'not-a-token')));
    expect(after.map((r) => [r.status, r.body])).toEqual(numbers.map(() => [429,
      { message: 'Too many account numbers checked. Please try again later.', code: 'ACCOUNTS.LOOKUPS_THROTTLED' }]));
    // The same limit as the lookup route's.
    await agent.get(`/api/accounts/lookup?accountNumber=${payee.accountNumber}`).expect(429);
    expect(await balanceOf(t, account.id)).toBe('100.00');
  });

  it('tells the holder of a valid token why the payee is refused, and counts that too', async () => {
    const { user, agent, account } = await aProber('PROBER2');
    const body = (toAccountNumber: string) => ({ fromAccountId: account.id, toAccountNumber, amount: '1.00', description: 'Rent' });
    expect((await authorizedTransfer(t, agent, user.id, body('80999998'), 404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    expect((await authorizedTransfer(t, agent, user.id, body(payeeEuro.accountNumber), 400)).body.code).toBe('ACCOUNTS.CURRENCY_MISMATCH');
    expect((await authorizedTransfer(t, agent, user.id, body(payeeClosed.accountNumber), 404)).body.code).toBe('ACCOUNTS.ACCOUNT_NOT_FOUND');
    expect(await lookups(user.id)).toBe(3);
    // A transfer that goes through is not a probe.
    await authorizedTransfer(t, agent, user.id, body(payee.accountNumber), 201);
    expect(await lookups(user.id)).toBe(3);
    // The refusals spent none of their tokens.
    const [unused] = await t.sql<{ n: number }>(`select count(*)::int as n from identity.step_up_authorizations where user_id = $1 and used_at is null`, [user.id]);
    expect(unused.n).toBe(3);
  });

  it('answers a restricted customer 403 for every number, and counts those too', async () => {
    const { user, agent, account } = await aProber('PROBER3');
    await t.sql(`update identity.users set transaction_restricted = true, restriction_reason = 'Under review' where id = $1`, [user.id]);
    const numbers = [payee.accountNumber, payeeEuro.accountNumber, payeeClosed.accountNumber, '80999998'];
    const answers = await Promise.all(numbers.map((toAccountNumber) =>
      agent.post('/api/transfer').send({ fromAccountId: account.id, toAccountNumber, amount: '1.00', description: 'Probe', authorizationToken: 'x' })));
    expect(answers.map((r) => [r.status, r.body.message])).toEqual(numbers.map(() => [403, 'Transactions are restricted on this profile: Under review']));
    expect(await lookups(user.id)).toBe(numbers.length);
  });
});
