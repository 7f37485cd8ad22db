import type TestAgent from 'supertest/lib/agent.js';
import { PAGE_TOTAL_CAP } from '@bank/contracts/paging';
import { Keyset, PageCursors } from '../../src/shared/database/keyset.js';
import { itCheckingDatabase, itLocally } from '../support/contract-target.js';
import { connectToDemoBank, newPayer, transfer, type AccountView, type DemoBank, type Payer, type Customer as BankCustomer } from '../support/demo-bank.js';

const CURSOR_INVALID = { message: 'cursor is not valid; start again from the first page', code: 'VALIDATION' };

/**
 * `count` settled transactions of a customer with checking and savings and a counterparty, in SQL:
 * one in three goes out to the counterparty, one comes in from it, one moves checking → savings.
 * Two rows share each minute, so the keyset's tie-break (id) is exercised. `describe(i)` names row i.
 * Rows of the suite's own accounts only, with no ledger postings: reconcile-ledger (which other suites
 * run on the same server) still reconciles, since it checks balances against postings and, of
 * payments' rows, counts only held transfers (clearing) and settled deposits, withdrawals and
 * international transfers (external), never a settled domestic transfer like these.
 */
async function seedHistory(bank: DemoBank, c: Customer, other: AccountView, count: number, describe: string): Promise<void> {
  await bank.database!.sql(
    `insert into payments.transactions (id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number,
       from_user_id, to_user_id, amount, currency, amount_usd, type, status, money_state, description, created_at)
     select gen_random_uuid(), $1 || i, f.id, t.id, f.account_number, t.account_number, f.user_id, t.user_id,
       (i % 500 + 1)::numeric / 4, 'USD', (i % 500 + 1)::numeric / 4, 'transfer', case when i % 7 = 0 then 'failed' else 'completed' end,
       'settled', ${describe}, now() - interval '1 day' - (i / 2) * interval '1 minute'
     from generate_series(1, $2::int) i
     join accounts.accounts f on f.id = (array[$3, $5, $3]::uuid[])[i % 3 + 1]
     join accounts.accounts t on t.id = (array[$5, $3, $4]::uuid[])[i % 3 + 1]`,
    [`H${c.checking.accountNumber}-`, count, c.checking.id, c.savings.id, other.id]);
}

/**
 * Fresh statistics after the seeding, for the planner only (the pages stay as quick as a real
 * customer's): no answer depends on them. Only the tables' owner may analyze: locally
 * the suite's own app's owner connection (bank.database is the app's role); a server's
 * CONTRACT_DATABASE_URL is its owner or a superuser.
 */
async function analyzeTransactions(bank: DemoBank): Promise<void> {
  await (bank.local?.ownerSql ?? bank.database!.sql)('analyze payments.transactions');
}

interface Customer { id: string; agent: TestAgent; checking: AccountView; savings: AccountView }
interface Item { id: string; description: string; amount: string; transactionCode: string }
interface PageBody { items: Item[]; nextCursor: string | null; total: number | null; totalCapped: boolean }

/** Every page of a query, by following nextCursor. */
async function walk(agent: TestAgent, query: string): Promise<{ ids: string[]; pages: PageBody[] }> {
  const pages: PageBody[] = [];
  let cursor: string | null = null;
  do {
    const res: { body: PageBody } = await agent.get(`/api/transactions?${query}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 200);
  return { ids: pages.flatMap((p) => p.items.map((i) => i.id)), pages };
}

const SEEDS_HISTORY = 'seeds 10,300 transactions of its own customers in SQL';

describe('transaction history: keyset pages, capped totals, indexed search', () => {
  let bank: DemoBank;
  let small: Customer;
  let large: Customer;

  async function aCustomer(prefix: string): Promise<Customer> {
    const customer = await bank.newCustomer(prefix);
    return { id: customer.id, agent: customer.agent, checking: await bank.openAccount(customer), savings: await bank.openAccount(customer, { type: 'savings' }) };
  }

  /** The history as the old query read it (an `or` over both sides), in the list's order. */
  const expected = async (where: string, params: unknown[]) =>
    (await bank.database!.sql<{ id: string }>(`select id from payments.transactions where ${where} order by created_at desc, id desc`, params)).map((r) => r.id);

  beforeAll(async () => {
    bank = await connectToDemoBank();
    const counterparty = await bank.openAccount(await bank.newCustomer('TXCOUNTER'));
    small = await aCustomer('TXSMALL');
    large = await aCustomer('TXLARGE');
    await seedHistory(bank, small, counterparty, 95, `'Payment ' || i`);
    // Longer than the cap: 'Common' in every other row; 'Zebra' only in three of the oldest rows.
    await seedHistory(bank, large, counterparty, PAGE_TOTAL_CAP + 300,
      `case when i > ${PAGE_TOTAL_CAP + 290} and i % 3 = 0 then 'Zebra crossing ' || i when i % 2 = 0 then 'Common fee ' || i else 'Other ' || i end`);
    await analyzeTransactions(bank);
  });
  afterAll(() => bank?.close());

  itCheckingDatabase('pages through the whole history exactly once, newest first, own transfers once, ties broken by id', SEEDS_HISTORY, async () => {
    const { ids, pages } = await walk(small.agent, 'limit=7');
    expect(ids).toEqual(await expected('from_user_id = $1 or to_user_id = $1', [small.id]));
    expect(ids).toHaveLength(95);
    expect(pages).toHaveLength(14);
    expect(pages[0]).toMatchObject({ total: 95, totalCapped: false });
    expect(pages.slice(1).every((p) => p.total === null)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  itCheckingDatabase('pages one account, and the status, type and date filters, in the same order', SEEDS_HISTORY, async () => {
    const savings = await walk(small.agent, `limit=9&accountId=${small.savings.id}`);
    expect(savings.ids).toEqual(await expected('from_account_id = $1 or to_account_id = $1', [small.savings.id]));
    expect(savings.pages[0].total).toBe(savings.ids.length);

    const failed = await walk(small.agent, `limit=4&status=failed&accountId=${small.checking.id}`);
    expect(failed.ids).toEqual(await expected(`(from_account_id = $1 or to_account_id = $1) and status = 'failed'`, [small.checking.id]));
    expect(failed.ids.length).toBeGreaterThan(4);

    const [{ middle }] = await bank.database!.sql<{ middle: string }>(
      `select created_at as middle from payments.transactions where from_user_id = $1 order by created_at desc offset 20 limit 1`, [small.id]);
    const from = new Date(new Date(middle).getTime() - 10 * 60_000).toISOString();
    const to = new Date(middle).toISOString();
    const dated = await walk(small.agent, `limit=3&type=transfer&from=${from}&to=${to}`);
    expect(dated.ids).toEqual(await expected('(from_user_id = $1 or to_user_id = $1) and created_at >= $2 and created_at < $3', [small.id, from, to]));
    expect(dated.ids.length).toBeGreaterThan(3);
  });

  itCheckingDatabase('counts a long history only up to the cap: "10,000+"', SEEDS_HISTORY, async () => {
    const res = await large.agent.get('/api/transactions?limit=5').expect(200);
    expect(res.body).toMatchObject({ total: PAGE_TOTAL_CAP, totalCapped: true });
    expect(res.body.items).toHaveLength(5);
  });

  itCheckingDatabase('finds a common term by reading the newest rows in order; its total is a lower bound', SEEDS_HISTORY, async () => {
    const { ids, pages } = await walk(large.agent, 'limit=50&search=common');
    const all = await expected(`(from_user_id = $1 or to_user_id = $1) and description ilike '%common%'`, [large.id]);
    expect(ids.slice(0, 50 * 20)).toEqual(all.slice(0, 50 * 20));
    expect(pages[0].totalCapped).toBe(true);
    // The matches among the newest 1,000 rows the first page read (every other row here).
    expect(pages[0].total).toBeGreaterThan(400);
    expect(pages[0].total).toBeLessThanOrEqual(all.length);
  });

  itCheckingDatabase('finds a rare term past the newest rows through the trigram index, with an exact total', SEEDS_HISTORY, async () => {
    const { ids, pages } = await walk(large.agent, 'limit=2&search=ZEBRA');
    const all = await expected(`(from_user_id = $1 or to_user_id = $1) and description ilike '%zebra%'`, [large.id]);
    expect(all).toHaveLength(3);
    expect(ids).toEqual(all);
    expect(pages[0]).toMatchObject({ total: 3, totalCapped: false });
    expect((await large.agent.get('/api/transactions?search=no-such-thing').expect(200)).body).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false });
  });
});

describe('transaction history of a few real transfers: search, access, cursors', () => {
  let bank: DemoBank;
  let payer: BankCustomer & Payer;
  let checking: AccountView;
  let savings: AccountView;
  let stranger: BankCustomer;
  let toSavings: Item;
  let toPayee: Item;

  beforeAll(async () => {
    bank = await connectToDemoBank();
    payer = await newPayer(bank, 'TXHIST');
    checking = await bank.openAccount(payer, { balance: '500.00' });
    savings = await bank.openAccount(payer, { type: 'savings' });
    const payee = await bank.newCustomer('TXPAYEE');
    const payeeAccount = await bank.openAccount(payee);
    stranger = await bank.newCustomer('TXSTRANGER');
    await bank.openAccount(stranger);
    // Amounts none of which is part of another's, nor of the opening deposit's.
    const send = async (toAccountNumber: string, amount: string, description: string): Promise<Item> =>
      (await transfer(payer, { fromAccountId: checking.id, toAccountNumber, amount, description }, 201)).body.transaction;
    toSavings = await send(savings.accountNumber, '10.25', 'Savings top-up');
    toPayee = await send(payeeAccount.accountNumber, '7.50', 'Payment for lunch');
    await send(payeeAccount.accountNumber, '3.00', 'Payment for coffee');
  });
  afterAll(() => bank?.close());

  it('searches the code, the account numbers and the amount too, and treats % and _ literally', async () => {
    const byCode = (await payer.agent.get(`/api/transactions?search=${toPayee.transactionCode.toLowerCase()}`).expect(200)).body;
    expect(byCode.items.map((i: Item) => i.transactionCode)).toEqual([toPayee.transactionCode]);
    const byNumber = (await payer.agent.get(`/api/transactions?limit=100&search=${savings.accountNumber}`).expect(200)).body;
    expect(byNumber.items.map((i: Item) => i.id)).toEqual([toSavings.id]);
    const byAmount = (await payer.agent.get('/api/transactions?search=10.25').expect(200)).body;
    expect(byAmount.items.map((i: Item) => i.amount)).toEqual(['10.25']);
    expect((await payer.agent.get('/api/transactions?search=%25').expect(200)).body.total).toBe(0);
    expect((await payer.agent.get('/api/transactions?search=_').expect(200)).body.total).toBe(0);
  });

  it('is 401 signed out, 404 for another customer\'s account, and never shows another customer\'s rows', async () => {
    await bank.agent().get('/api/transactions').expect(401);
    await stranger.agent.get(`/api/transactions?accountId=${checking.id}`).expect(404);
    // A cursor is only a position: another customer's cursor pages the caller's own (empty) history.
    const payerFirst = (await payer.agent.get('/api/transactions?limit=1').expect(200)).body;
    expect((await stranger.agent.get(`/api/transactions?cursor=${payerFirst.nextCursor}`).expect(200)).body.items).toEqual([]);
    expect((await stranger.agent.get('/api/transactions?search=Payment').expect(200)).body.items).toEqual([]);
  });

  it('refuses a forged or altered cursor and a limit out of range with 400', async () => {
    const { nextCursor } = (await payer.agent.get('/api/transactions?limit=1').expect(200)).body;
    const [body, signature] = nextCursor.split('.');
    const moved = Buffer.from(JSON.stringify(['2000-01-01T00:00:00.000000Z', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    for (const cursor of [`${moved}.${signature}`, `${body}.${signature.slice(1)}x`, body, `${body}.${signature}.x`, 'é', '.']) {
      expect((await payer.agent.get(`/api/transactions?cursor=${encodeURIComponent(cursor)}`).expect(400)).body).toMatchObject(CURSOR_INVALID);
    }
    for (const limit of ['0', '101', '1e18', '1000000000000000000', 'x', '2.5']) {
      expect((await payer.agent.get(`/api/transactions?limit=${limit}`).expect(400)).body)
        .toMatchObject({ message: 'limit must be a whole number from 1 to 100', code: 'VALIDATION' });
    }
  });

  itLocally('refuses a cursor this server signed for another list with 400', 'signs the cursor in process with the app\'s own key', async () => {
    // Signed by this server, but for another list.
    const foreign = bank.local!.app.get(PageCursors).encode(
      new Keyset('notifications', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]),
      { keyset_0: '2000-01-01T00:00:00.000000Z', keyset_1: '00000000-0000-0000-0000-000000000000' } as { keyset_0: string });
    expect((await payer.agent.get(`/api/transactions?cursor=${encodeURIComponent(foreign)}`).expect(400)).body).toMatchObject(CURSOR_INVALID);
  });
});
