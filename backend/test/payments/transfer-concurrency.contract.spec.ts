import { itCheckingDatabase } from '../support/contract-target.js';
import {
  connectToDemoBank, eventually, newPayer, stepUp, uniqueName, type AccountView, type BankDatabase, type Customer, type DemoBank, type Payer,
} from '../support/demo-bank.js';

const TRANSFERS = 240;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

// Customers of its own, so the ledger it checks is theirs alone and other suites may run beside it.
describe('transfers under concurrency, against real PostgreSQL', () => {
  let bank: DemoBank;
  const customers: { payer: Customer & Payer; accounts: AccountView[] }[] = [];

  beforeAll(async () => {
    bank = await connectToDemoBank();
    for (const deposit of ['300.00', '150.00', '80.00', '20.00']) {
      const payer = await newPayer(bank, 'RACE');
      const accounts = [
        await bank.openAccount(payer, { balance: deposit }),
        await bank.openAccount(payer, { type: 'savings', balance: '25.00' }),
        await bank.openAccount(payer, { type: 'credit', creditLimit: '40.00' }),
      ];
      customers.push({ payer, accounts });
    }
  });
  afterAll(() => bank.close());

  itCheckingDatabase('loses and creates nothing: no 5xx, balances equal postings, totals unchanged, nothing negative, one row per success',
    'reads the ledger of its own customers in SQL and runs settle-transfers and reconcile-ledger on the bank\'s database', async () => {
    const db = bank.database!;
    const all = customers.flatMap((c) => c.accounts);
    const ids = all.map((a) => a.id);
    const random = sequence(42);
    const totalBefore = await moneyOf(db, ids);

    // Every request is prepared first (its own step-up: one question at a time per customer), then
    // all are fired at once, while settlement races them: two runs asked for at once (in process they
    // race each other for the job's lock; against a server the job host takes them in turn) and, on a
    // server, its own schedule.
    const requests = Array.from({ length: TRANSFERS }, (_, i) => {
      const customer = customers[Math.floor(random() * customers.length)];
      const from = customer.accounts[Math.floor(random() * customer.accounts.length)];
      const candidates = all.filter((a) => a.id !== from.id);
      const to = candidates[Math.floor(random() * candidates.length)];
      const body = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: (1 + Math.floor(random() * 6000) / 100).toFixed(2), description: `Race ${i}` };
      const retried = i % 20 === 0; // some clients send their request twice with one Idempotency-Key
      return { customer, agent: customer.payer.agent, body, key: uniqueName(`race${i}-`), retried, token: '' /* its step-up's, below */ };
    });
    await Promise.all(customers.map(async (customer) => {
      for (const request of requests.filter((r) => r.customer === customer)) {
        request.token = await stepUp(customer.payer.agent, customer.payer.answers, 'domestic-transfer', request.body);
      }
    }));
    const send = (r: (typeof requests)[number]) => r.agent.post('/api/transfer').set('Idempotency-Key', r.key).send({ ...r.body, authorizationToken: r.token });
    const [responses, , , midBurst] = await Promise.all([
      Promise.all(requests.flatMap((r) => (r.retried ? [send(r), send(r)] : [send(r)]))),
      db.runJob('settle-transfers'),
      db.runJob('settle-transfers'),
      // A snapshot taken mid-burst reconciles too: money in clearing is exactly the transfers held.
      new Promise((r) => setTimeout(r, 50)).then(() => db.runJob('reconcile-ledger')),
    ]);
    expect(midBurst).toMatch(/ledger reconciles/);

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 201 || s === 400)));
    const refusals = responses.filter((r) => r.status === 400).map((r) => r.body.code);
    expect(new Set(refusals)).toEqual(new Set(refusals.filter((c) => c === 'ACCOUNTS.INSUFFICIENT_FUNDS' || c === 'ACCOUNTS.CREDIT_LIMIT_EXCEEDED')));
    expect(refusals.length).toBeGreaterThan(10); // the small accounts ran dry
    const succeeded = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.transaction.id));
    expect(succeeded.size).toBeGreaterThan(30);

    const transfersOf = async () => (await db.sql<{ transfers: number; held: number }>(
      `select count(*)::int as transfers, (count(*) filter (where money_state = 'held'))::int as held
         from payments.transactions where type = 'transfer' and from_account_id = any($1::uuid[])`, [ids]))[0];
    await db.runJob('settle-transfers');
    const settled = await eventually('every transfer settled', async () => { const rows = await transfersOf(); return rows.held === 0 ? rows : undefined; });
    expect(settled.transfers).toBe(succeeded.size);

    expect(await moneyOf(db, ids)).toBe(totalBefore);
    expect(await db.sql(`select a.id from accounts.accounts a join (select account_id, sum(amount) as s from accounts.postings group by account_id) p on p.account_id = a.id
                         where a.id = any($1::uuid[]) and a.balance <> p.s`, [ids])).toEqual([]);
    expect(await db.sql(`select id from accounts.accounts where id = any($1::uuid[]) and account_type in ('checking', 'savings') and balance < 0`, [ids])).toEqual([]);
    expect(await db.sql(`select id from accounts.accounts where id = any($1::uuid[]) and account_type = 'credit' and balance < -credit_limit`, [ids])).toEqual([]);
    expect(await db.runJob('reconcile-ledger')).toMatch(/ledger reconciles: .* 20 internal accounts checked against 1 source/);
  }, { timeout: 180_000 });
});

/** The money in these accounts (all USD), by their postings: with every transfer among them settled, what must never change. */
async function moneyOf(db: BankDatabase, accountIds: string[]): Promise<string> {
  const [row] = await db.sql<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from accounts.postings where account_id = any($1::uuid[])`, [accountIds]);
  return row.total;
}
