import type TestAgent from 'supertest/lib/agent.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { anAccount, settle, tokenFor, type TransferBody } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { internationalTokenFor, toGermany, withSecuritySetUp, type InternationalBody } from '../support/international.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TRANSFERS = 240;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

type Prepared =
  | { kind: 'domestic'; customer: Customer; body: TransferBody; token: string; key: string; retried: boolean }
  | { kind: 'international'; customer: Customer; body: InternationalBody; token: string; key: string; retried: boolean };
interface Customer { id: string; agent: TestAgent; accounts: AccountSummary[] }

describeWithDatabase('international and domestic transfers under concurrency, against real PostgreSQL', 'checks the ledger invariants in SQL', () => {
  let t: TestApp;
  const customers: Customer[] = [];

  beforeAll(async () => {
    // Deliveries fall due within a second, so international settlement races the burst too.
    t = await createTestApp({ internationalTimeFactor: 100000 });
    for (const [i, deposit] of ['900.00', '400.00', '120.00', '30.00'].entries()) {
      const user = await t.createUser(`MIXRACE${i}`);
      await withSecuritySetUp(t, user.id);
      const accounts = [
        await anAccount(t, user.id, { deposit }),
        await anAccount(t, user.id, { type: 'savings', currency: 'EUR', deposit: '150.00' }),
        await anAccount(t, user.id, { type: 'credit', creditLimit: '50.00' }),
      ];
      customers.push({ id: user.id, agent: await t.signedIn(`MIXRACE${i}`), accounts });
    }
  });
  afterAll(() => t.close());

  it('loses and creates nothing: no 5xx, balances equal postings, money in = money out, nothing negative, one transfer per success', async () => {
    const all = customers.flatMap((c) => c.accounts);
    const random = sequence(7);
    const before = await moneyByCurrency(t);

    // Every request is prepared first (its own step-up token), then all are fired at once from the
    // same accounts, half of them abroad, while settlement of both kinds and a reconcile race them.
    const requests: Prepared[] = await Promise.all(Array.from({ length: TRANSFERS }, async (_, i): Promise<Prepared> => {
      const customer = customers[Math.floor(random() * customers.length)];
      const from = customer.accounts[Math.floor(random() * customer.accounts.length)];
      const retried = i % 20 === 0; // some clients send their request twice with one Idempotency-Key
      const amount = (10 + Math.floor(random() * 4000) / 100).toFixed(2);
      if (i % 2 === 0) {
        const body = toGermany(from.id, { transferAmount: amount, recipientName: `Race Recipient ${i}` });
        return { kind: 'international', customer, body, token: await internationalTokenFor(t, customer.id, body), key: `mix-${i}`, retried };
      }
      const candidates = all.filter((a) => a.id !== from.id && a.currency === from.currency);
      const to = candidates[Math.floor(random() * candidates.length)];
      const body: TransferBody = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: `Race ${i}` };
      return { kind: 'domestic', customer, body, token: await tokenFor(t, customer.id, body), key: `mix-${i}`, retried };
    }));
    const send = (r: Prepared) => r.customer.agent.post(r.kind === 'domestic' ? '/api/transfer' : '/api/international-transfers')
      .set('Idempotency-Key', r.key).send({ ...r.body, authorizationToken: r.token });
    const jobs = t.app.get(JobRunner);
    const [responses, , , midBurst] = await Promise.all([
      Promise.all(requests.flatMap((r) => (r.retried ? [send(r), send(r)] : [send(r)]).map((p) => p.then((res) => ({ kind: r.kind, key: r.key, res }))))),
      settle(t),
      jobs.run('settle-international'),
      new Promise((r) => setTimeout(r, 50)).then(() => jobs.run('reconcile-ledger')),
    ]);
    // Scheduled jobs take an advisory lock: a run that found it taken answers null instead of a summary.
    expect(midBurst === null || /ledger reconciles/.test(midBurst)).toBe(true);

    const statuses = responses.map(({ res }) => res.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 201 || s === 400)));
    const refusals = responses.filter(({ res }) => res.status === 400).map(({ res }) => res.body.code);
    expect(new Set(refusals)).toEqual(new Set(refusals.filter((c) => c === 'ACCOUNTS.INSUFFICIENT_FUNDS' || c === 'ACCOUNTS.CREDIT_LIMIT_EXCEEDED')));
    expect(refusals.length).toBeGreaterThan(10); // the small accounts ran dry
    const ok = responses.filter(({ res }) => res.status === 201);
    const international = new Set(ok.filter((r) => r.kind === 'international').map(({ res }) => res.body.transfer.id));
    const domestic = new Set(ok.filter((r) => r.kind === 'domestic').map(({ res }) => res.body.transaction.id));
    expect(international.size).toBeGreaterThan(15);
    expect(domestic.size).toBeGreaterThan(15);

    // A retried request answered what the first one did (the same JSON; a replay's keys may come in another order).
    for (const r of requests.filter((p) => p.retried)) {
      const answers = responses.filter(({ key }) => key === r.key).map(({ res }) => ({ status: res.status, body: res.body }));
      expect(answers).toHaveLength(2);
      expect(answers[1]).toEqual(answers[0]);
    }

    // Everything due settles: domestic at once, international at its (sped-up) delivery.
    await new Promise((r) => setTimeout(r, 1200));
    await settle(t);
    await jobs.run('settle-international');

    const [rows] = await t.sql<{ domestic: number; international: number; rows: number; held: number }>(
      `select count(*) filter (where channel = 'domestic')::int as domestic, count(*) filter (where channel = 'international')::int as international,
              (select count(*)::int from international.international_transfers) as rows, count(*) filter (where money_state = 'held')::int as held
       from payments.transactions where type = 'transfer'`);
    expect(rows).toEqual({ domestic: domestic.size, international: international.size, rows: international.size, held: 0 });

    // What customers and clearing hold, plus what left the bank abroad, is what they held before.
    const after = await moneyByCurrency(t);
    const sent = await t.sql<{ currency: string; amount: string }>(
      `select debit_currency as currency, sum(debit_amount)::text as amount from international.international_transfers where status = 'completed' group by 1`);
    for (const currency of ['USD', 'EUR']) {
      const out = sent.find((s) => s.currency === currency)?.amount ?? '0.00';
      expect(cents(after[currency]) + cents(out)).toBe(cents(before[currency]));
    }
    expect(await t.sql(`select account_id from (select account_id, sum(amount) as s from accounts.postings group by account_id) p
                        join accounts.accounts a on a.id = p.account_id where a.user_id is not null and a.balance <> p.s`)).toEqual([]);
    expect(await t.sql(`select id from accounts.accounts where account_type in ('checking', 'savings') and balance < 0`)).toEqual([]);
    expect(await t.sql(`select id from accounts.accounts where account_type = 'credit' and balance < -credit_limit`)).toEqual([]);
    // Every international transfer's debit is its total at its stored rate, and its transaction carries exactly that.
    expect(await t.sql(`select i.id from international.international_transfers i join payments.transactions t on t.id = i.transaction_id
                        where t.amount <> i.debit_amount or i.total_amount <> i.transfer_amount + i.fee_amount
                           or i.debit_amount <> round(i.total_amount * i.exchange_rate, 2)`)).toEqual([]);
    expect(await jobs.run('reconcile-ledger')).toMatch(/ledger reconciles/);
  }, 240_000);
});

/** Money in customer accounts plus money in flight (clearing), per currency. */
async function moneyByCurrency(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.sql<{ currency: string; total: string }>(
    `select a.currency, coalesce(sum(p.amount), 0)::text as total from accounts.accounts a left join accounts.postings p on p.account_id = a.id
     where a.user_id is not null or a.internal_purpose = 'clearing' group by a.currency`);
  return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
}

const cents = (x: string) => BigInt(x.replace('.', ''));
