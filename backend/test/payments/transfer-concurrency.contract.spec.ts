import type TestAgent from 'supertest/lib/agent.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { anAccount, settle, tokenFor, type TransferBody } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { describeWithDatabase } from '../support/contract-target.js';

const TRANSFERS = 240;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describeWithDatabase('transfers under concurrency, against real PostgreSQL', 'checks the ledger invariants in SQL', () => {
  let t: TestApp;
  const customers: { id: string; agent: TestAgent; accounts: AccountSummary[] }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [i, deposit] of ['300.00', '150.00', '80.00', '20.00'].entries()) {
      const user = await t.createUser(`RACE${i}`);
      const accounts = [
        await anAccount(t, user.id, { deposit }),
        await anAccount(t, user.id, { type: 'savings', deposit: '25.00' }),
        await anAccount(t, user.id, { type: 'credit', creditLimit: '40.00' }),
      ];
      customers.push({ id: user.id, agent: await t.signedIn(`RACE${i}`), accounts });
    }
  });
  afterAll(() => t.close());

  it('loses and creates nothing: no 5xx, balances equal postings, totals unchanged, nothing negative, one row per success', async () => {
    const all = customers.flatMap((c) => c.accounts);
    const random = sequence(42);
    const totalBefore = await customerTotal(t);

    // Every request is prepared first (its own step-up token), then all are fired at once,
    // while two settlement runs race each other and the transfers.
    const requests = await Promise.all(Array.from({ length: TRANSFERS }, async (_, i) => {
      const customer = customers[Math.floor(random() * customers.length)];
      const from = customer.accounts[Math.floor(random() * customer.accounts.length)];
      const candidates = all.filter((a) => a.id !== from.id);
      const to = candidates[Math.floor(random() * candidates.length)];
      const body: TransferBody = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: (1 + Math.floor(random() * 6000) / 100).toFixed(2), description: `Race ${i}` };
      const retried = i % 20 === 0; // some clients send their request twice with one Idempotency-Key
      return { customer, body, token: await tokenFor(t, customer.id, body), key: `race-${i}`, retried };
    }));
    const send = (r: (typeof requests)[number]) => r.customer.agent.post('/api/transfer').set('Idempotency-Key', r.key).send({ ...r.body, authorizationToken: r.token });
    const [responses, , , midBurst] = await Promise.all([
      Promise.all(requests.flatMap((r) => (r.retried ? [send(r), send(r)] : [send(r)]))),
      settle(t),
      settle(t),
      // A snapshot taken mid-burst reconciles too: money in clearing is exactly the transfers held.
      new Promise((r) => setTimeout(r, 50)).then(() => t.app.get(JobRunner).run('reconcile-ledger')),
    ]);
    expect(midBurst).toMatch(/ledger reconciles/);
    await settle(t);

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 201 || s === 400)));
    const refusals = responses.filter((r) => r.status === 400).map((r) => r.body.code);
    expect(new Set(refusals)).toEqual(new Set(refusals.filter((c) => c === 'ACCOUNTS.INSUFFICIENT_FUNDS' || c === 'ACCOUNTS.CREDIT_LIMIT_EXCEEDED')));
    expect(refusals.length).toBeGreaterThan(10); // the small accounts ran dry
    const succeeded = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.transaction.id));
    expect(succeeded.size).toBeGreaterThan(30);

    const [rows] = await t.sql<{ transfers: string; held: string }>(
      `select count(*)::text as transfers, count(*) filter (where money_state = 'held')::text as held from payments.transactions where type = 'transfer'`);
    expect(Number(rows.transfers)).toBe(succeeded.size);
    expect(rows.held).toBe('0');

    expect(await customerTotal(t)).toBe(totalBefore);
    expect(await t.sql(`select account_id from (select account_id, sum(amount) as s from accounts.postings group by account_id) p
                        join accounts.accounts a on a.id = p.account_id where a.user_id is not null and a.balance <> p.s`)).toEqual([]);
    expect(await t.sql(`select id from accounts.accounts where account_type in ('checking', 'savings') and balance < 0`)).toEqual([]);
    expect(await t.sql(`select id from accounts.accounts where account_type = 'credit' and balance < -credit_limit`)).toEqual([]);
    expect(await t.app.get(JobRunner).run('reconcile-ledger')).toMatch(/ledger reconciles: .* 20 internal accounts checked against 1 source/);
  });
});

/** Money in customer accounts plus money in flight (clearing), per currency: what must never change. */
async function customerTotal(t: TestApp): Promise<string> {
  const [row] = await t.sql<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total from accounts.postings p join accounts.accounts a on a.id = p.account_id
     where a.currency = 'USD' and (a.user_id is not null or a.internal_purpose = 'clearing')`);
  return row.total;
}
