import { itCheckingDatabase } from '../support/contract-target.js';
import {
  connectToDemoBank, eventually, newPayer, stepUp, uniqueName, type AccountView, type BankDatabase, type Customer, type DemoBank, type Payer,
  type TransferRequest,
} from '../support/demo-bank.js';
import { toGermany, type InternationalBody } from '../support/international.js';

const TRANSFERS = 240;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

interface Race { payer: Customer & Payer; accounts: AccountView[] }
type Prepared = { customer: Race; key: string; retried: boolean; token: string } & (
  | { kind: 'domestic'; body: TransferRequest }
  | { kind: 'international'; body: InternationalBody });

// Customers of its own, so the ledger it checks is theirs alone and other suites may run beside it.
describe('international and domestic transfers under concurrency, against real PostgreSQL', () => {
  let bank: DemoBank;
  const customers: Race[] = [];

  beforeAll(async () => {
    // Locally deliveries fall due within a second, so international settlement races the burst too
    // (a server keeps its own time factor: its deliveries are moved back below).
    bank = await connectToDemoBank({ internationalTimeFactor: 100000 });
    for (const deposit of ['900.00', '400.00', '120.00', '30.00']) {
      const payer = await newPayer(bank, 'MIXRACE'); // security set up, as international transfers need
      const accounts = [
        await bank.openAccount(payer, { balance: deposit }),
        await bank.openAccount(payer, { type: 'savings', currency: 'EUR', balance: '150.00' }),
        await bank.openAccount(payer, { type: 'credit', creditLimit: '50.00' }),
      ];
      customers.push({ payer, accounts });
    }
  });
  afterAll(() => bank.close());

  itCheckingDatabase('loses and creates nothing: no 5xx, balances equal postings, money in = money out, nothing negative, one transfer per success',
    'reads the ledger of its own customers in SQL, moves their international deliveries back, runs the settlement jobs and reconcile-ledger on the bank\'s database', async () => {
    const db = bank.database!;
    const all = customers.flatMap((c) => c.accounts);
    const ids = all.map((a) => a.id);
    const random = sequence(7);
    const before = await moneyByCurrency(db, ids);

    // Every request is prepared first (its own step-up: one question at a time per customer), then
    // all are fired at once from the same accounts, half of them abroad, while settlement of both
    // kinds and a reconcile race them. Each recipient abroad has a name of its own (a per-payee limit).
    const requests = Array.from({ length: TRANSFERS }, (_, i): Prepared => {
      const customer = customers[Math.floor(random() * customers.length)];
      const from = customer.accounts[Math.floor(random() * customer.accounts.length)];
      const retried = i % 20 === 0; // some clients send their request twice with one Idempotency-Key
      const amount = (10 + Math.floor(random() * 4000) / 100).toFixed(2);
      const key = uniqueName(`mix${i}-`);
      if (i % 2 === 0) {
        const body = toGermany(from.id, { transferAmount: amount, recipientName: `Race Recipient ${i}` });
        return { kind: 'international', customer, body, key, retried, token: '' /* its step-up's, below */ };
      }
      const candidates = all.filter((a) => a.id !== from.id && a.currency === from.currency);
      const to = candidates[Math.floor(random() * candidates.length)];
      const body = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: `Race ${i}` };
      return { kind: 'domestic', customer, body, key, retried, token: '' };
    });
    await Promise.all(customers.map(async (customer) => {
      for (const r of requests.filter((p) => p.customer === customer)) {
        r.token = await stepUp(customer.payer.agent, customer.payer.answers, r.kind === 'domestic' ? 'domestic-transfer' : 'international-transfer', r.body);
      }
    }));
    const send = (r: Prepared) => r.customer.payer.agent.post(r.kind === 'domestic' ? '/api/transfer' : '/api/international-transfers')
      .set('Idempotency-Key', r.key).send({ ...r.body, authorizationToken: r.token });
    const [responses, , , midBurst] = await Promise.all([
      Promise.all(requests.flatMap((r) => (r.retried ? [send(r), send(r)] : [send(r)]).map((p) => p.then((res) => ({ kind: r.kind, key: r.key, res }))))),
      db.runJob('settle-transfers'),
      db.runJob('settle-international'),
      // A snapshot taken mid-burst reconciles too: money in clearing is exactly the transfers held.
      new Promise((r) => setTimeout(r, 50)).then(() => db.runJob('reconcile-ledger')),
    ]);
    expect(midBurst).toMatch(/ledger reconciles/);

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

    // Everything due settles: domestic at once, international at its delivery, a day after it was
    // sent (to Germany): its own transfers' creation and delivery moved two days back (locally they
    // may have settled already).
    await db.sql(`update international.international_transfers i
                  set created_at = i.created_at - interval '48 hours', estimated_delivery = i.estimated_delivery - interval '48 hours'
                  from payments.transactions t where t.id = i.transaction_id and t.from_account_id = any($1::uuid[]) and i.status = 'submitted'`, [ids]);
    await db.runJob('settle-transfers');
    await db.runJob('settle-international');
    // Settled by those runs, or by the schedule's that held some of them (skip locked).
    const rows = await eventually('every transfer settled', async () => {
      const [row] = await db.sql<{ domestic: number; international: number; rows: number; completed: number; held: number }>(
        `select count(*) filter (where t.channel = 'domestic')::int as domestic, count(*) filter (where t.channel = 'international')::int as international,
                count(i.id)::int as rows, count(*) filter (where i.status = 'completed')::int as completed, count(*) filter (where t.money_state = 'held')::int as held
         from payments.transactions t left join international.international_transfers i on i.transaction_id = t.id
         where t.type = 'transfer' and t.from_account_id = any($1::uuid[])`, [ids]);
      return row.held === 0 && row.completed === row.rows ? row : undefined;
    });
    expect(rows).toEqual({ domestic: domestic.size, international: international.size, rows: international.size, completed: international.size, held: 0 });

    // What its customers hold, plus what left the bank abroad, is what they held before.
    const after = await moneyByCurrency(db, ids);
    const sent = await db.sql<{ currency: string; amount: string }>(
      `select i.debit_currency as currency, sum(i.debit_amount)::text as amount from international.international_transfers i
       join payments.transactions t on t.id = i.transaction_id where t.from_account_id = any($1::uuid[]) and i.status = 'completed' group by 1`, [ids]);
    for (const currency of ['USD', 'EUR']) {
      const out = sent.find((s) => s.currency === currency)?.amount ?? '0.00';
      expect(cents(after[currency]) + cents(out)).toBe(cents(before[currency]));
    }
    expect(await db.sql(`select a.id from accounts.accounts a join (select account_id, sum(amount) as s from accounts.postings group by account_id) p on p.account_id = a.id
                         where a.id = any($1::uuid[]) and a.balance <> p.s`, [ids])).toEqual([]);
    expect(await db.sql(`select id from accounts.accounts where id = any($1::uuid[]) and account_type in ('checking', 'savings') and balance < 0`, [ids])).toEqual([]);
    expect(await db.sql(`select id from accounts.accounts where id = any($1::uuid[]) and account_type = 'credit' and balance < -credit_limit`, [ids])).toEqual([]);
    // Every international transfer's debit is its total at its stored rate, and its transaction carries exactly that.
    expect(await db.sql(`select i.id from international.international_transfers i join payments.transactions t on t.id = i.transaction_id
                         where t.from_account_id = any($1::uuid[]) and (t.amount <> i.debit_amount or i.total_amount <> i.transfer_amount + i.fee_amount
                            or i.debit_amount <> round(i.total_amount * i.exchange_rate, 2))`, [ids])).toEqual([]);
    expect(await db.runJob('reconcile-ledger')).toMatch(/ledger reconciles/);
  }, { timeout: 240_000 });
});

/** The money in these accounts by their postings, per currency: with every transfer among them settled, what only money sent abroad may lower. */
async function moneyByCurrency(db: BankDatabase, accountIds: string[]): Promise<Record<string, string>> {
  const rows = await db.sql<{ currency: string; total: string }>(
    `select a.currency, coalesce(sum(p.amount), 0)::text as total from accounts.accounts a left join accounts.postings p on p.account_id = a.id
     where a.id = any($1::uuid[]) group by a.currency`, [accountIds]);
  return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
}

const cents = (x: string) => BigInt(x.replace('.', ''));
