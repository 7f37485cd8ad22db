import type { IncomingMessage } from 'node:http';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { STATEMENT_SCREEN_LINES, type StatementDto } from '@bank/contracts/accounts';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';
import { STATEMENT_BATCH, StatementReader } from '../../src/modules/accounts/application/statement-reader.js';
import { RecordExternalMovement } from '../../src/modules/payments/public/payments.api.js';
import { pdfPages } from '../support/pdf-text.js';
import { itCheckingDatabase, itLocally } from '../support/contract-target.js';
import { balanceOf, connectToDemoBank, newPayer, transfer, type AccountView, type BankDatabase, type Customer, type DemoBank } from '../support/demo-bank.js';

/** Lines seeded into the busy account: far more than the screen shows, many batches. */
const LONG = 6_000;

/** A moment's bank day, worked out independently of the server (Intl, not SQL). */
function bankDay(at: Date): string {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

function lastDayOfLastMonth(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)}, ${day.slice(0, 4)}`;

/** The CSV's table: the rows between the column titles and the blank line before the totals. */
function csvTable(csv: string): { header: Map<string, string>; rows: string[][]; footer: Map<string, string> } {
  const lines = csv.split('\r\n');
  const titles = lines.indexOf('Date,Time,Description,Amount,Running balance,Transaction code');
  const blank = lines.indexOf('', titles);
  const pairs = (from: string[]) => new Map(from.filter(Boolean).map((l) => l.split(',') as [string, string]));
  return { header: pairs(lines.slice(0, titles)), rows: lines.slice(titles + 1, blank).map((l) => l.split(',')), footer: pairs(lines.slice(blank + 1)) };
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** Downloads a statement and keeps how it arrived: the headers and every chunk. */
async function download(agent: TestAgent, query: string) {
  let chunks = 0;
  const res = await agent.get(`/api/statements/download?${query}`)
    .buffer(true)
    .parse(((stream: IncomingMessage, done: (error: Error | null, body: Buffer) => void) => {
      const parts: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => { chunks += 1; parts.push(Buffer.from(chunk)); });
      stream.on('end', () => done(null, Buffer.concat(parts)));
    }) as unknown as Parameters<ReturnType<TestAgent['get']>['parse']>[0]);
  return { res, body: res.body as Buffer, chunks };
}

/**
 * Ledger lines on `accountId`, each balanced by its opposite on `fromId` (an account of the suite's
 * own: other suites reconcile the ledger on the same server, so the bank's own accounts must not
 * move), with both balances, in one statement: reconcile-ledger never sees the lines without them.
 * `lines` selects (memo, amount, at), one line per memo, from the parameters after the two accounts'.
 */
async function postLines(database: BankDatabase, accountId: string, fromId: string, lines: string, params: unknown[]): Promise<void> {
  await database.sql(
    `with lines as (${lines}),
     entries as (
       insert into accounts.journal_entries (transaction_id, kind, memo, created_at) select null, 'adjustment', memo, at from lines
       returning id, memo, created_at),
     posted as (
       insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
       select e.id, legs.account_id, legs.amount, 'USD', e.created_at from entries e join lines l using (memo)
       cross join lateral (values ($1::uuid, l.amount), ($2::uuid, -l.amount)) legs(account_id, amount)
       returning account_id, amount)
     update accounts.accounts a set balance = a.balance + p.total
     from (select account_id, sum(amount) as total from posted group by account_id) p where a.id = p.account_id`,
    [accountId, fromId, ...params]);
}

describe('statements: one bank day, streamed CSV and PDF', () => {
  let bank: DemoBank;
  let owner: Customer;
  let checking: AccountView;
  let busy: AccountView;
  /** Where the seeded lines come from, and their money goes. */
  let funding: AccountView;
  let asOwner: TestAgent;

  beforeAll(async () => {
    bank = await connectToDemoBank();
    owner = await bank.newCustomer('STMT', { firstName: 'Olivia', lastName: 'Stone', address: '10 Hudson Yards, New York, NY 10001' });
    checking = await bank.openAccount(owner, { balance: '500.00' });
    busy = await bank.openAccount(owner, { type: 'savings' });
    funding = await bank.openAccount(owner, { balance: '10.00' });
    asOwner = owner.agent;

    // A busy account: LONG ledger lines spread over this bank month up to now (every third one
    // out), balanced against the funding account as the ledger requires. They add up to nothing.
    await postLines(bank.database!, busy.id, funding.id,
      `select 'Seeded line ' || i as memo, case when i % 3 = 0 then -2.50 else 1.25 end as amount, b.start + (b.stop - b.start) * (i::float8 / ($3 + 1)) as at
       from generate_series(1, $3) i,
            (select (date_trunc('month', now() at time zone '${BANK_TIME_ZONE}') at time zone '${BANK_TIME_ZONE}') as start, now() as stop) b`,
      [LONG]);
  });
  afterAll(() => bank.close());

  itCheckingDatabase('the screen gets the first 500 lines and the count; CSV and PDF stream every line and agree with it on period and totals',
    "seeds thousands of ledger lines on the suite's own accounts in SQL", async () => {
    const screen = (await asOwner.get(`/api/statements?accountId=${busy.id}&period=current-month`).expect(200)).body as StatementDto;
    const today = bankDay(new Date());
    const outs = Math.floor(LONG / 3);
    expect(screen).toMatchObject({
      from: `${today.slice(0, 8)}01`, to: today, lineCount: LONG, openingBalance: '0.00',
      totalIn: ((LONG - outs) * 1.25).toFixed(2), totalOut: (outs * 2.5).toFixed(2),
      statementNumber: `ST-${busy.accountNumber}-${today.slice(0, 8).replaceAll('-', '')}01-${today.replaceAll('-', '')}`,
    });
    expect(screen.lines).toHaveLength(STATEMENT_SCREEN_LINES);
    expect(screen.closingBalance).toBe(await balanceOf(asOwner, busy.id));

    const csv = await download(asOwner, `accountId=${busy.id}&period=current-month&format=csv`);
    // Streamed: sent in chunks as the batches are read, so no length is known up front.
    expect(csv.res.headers['transfer-encoding']).toBe('chunked');
    expect(csv.res.headers['content-length']).toBeUndefined();
    expect(csv.chunks).toBeGreaterThan(LONG / STATEMENT_BATCH / 2);
    const { header, rows, footer } = csvTable(csv.body.toString('utf8'));
    expect(header.get('Period')).toBe(`${screen.from} to ${screen.to}`);
    expect(header.get('Statement number')).toBe(screen.statementNumber);
    expect(header.get('Lines')).toBe(String(LONG));
    expect(rows).toHaveLength(LONG);
    // The screen's lines are the CSV's first ones; the CSV's lines add up to the screen's totals.
    expect(rows.slice(0, STATEMENT_SCREEN_LINES).map((r) => [r[3], r[4]])).toEqual(screen.lines.map((l) => [l.amount, l.runningBalance]));
    expect(rows.reduce((sum, r) => sum + cents(r[3]), 0n)).toBe(cents(screen.closingBalance) - cents(screen.openingBalance));
    expect(rows.at(-1)![4]).toBe(screen.closingBalance);
    expect(Object.fromEntries(footer)).toEqual({ 'Total in': screen.totalIn, 'Total out': screen.totalOut, 'Closing balance': screen.closingBalance });
    expect(rows.every((r) => r[0] >= screen.from && r[0] <= screen.to)).toBe(true);

    const pdf = await download(asOwner, `accountId=${busy.id}&period=current-month&format=pdf`);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.headers['transfer-encoding']).toBe('chunked');
    const pages = pdfPages(pdf.body);
    expect(pages.length).toBeGreaterThan(LONG / 50);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const period = `${longDay(screen.from)} – ${longDay(screen.to)}`;
    expect(pages[0]).toContain(period);
    expect(pages[0]).toContain(screen.statementNumber);
    expect(pages[0]).toContain('Olivia Stone');
    expect(pages[0]).toContain('10 Hudson Yards');
    expect(pages[0]).toContain(`${LONG.toLocaleString('en-US')} transactions in this period`);
    const money = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(pages.at(-1)).toContain(`Closing balance on ${longDay(screen.to)}`);
    expect(pages.at(-1)).toContain(money(screen.closingBalance));
    expect(pages.at(-1)).toContain(`+${money(screen.totalIn)}`);
    expect(pages.at(-1)).toContain(`-${money(screen.totalOut)}`);
    expect(pages.join('\n').match(/Seeded line \d+/g)).toHaveLength(LONG);
  });

  // Only in process can the reader be held between two batches while money comes in.
  itLocally('reads in batches from one snapshot: money posted while a statement streams is in the next one, not half in this one',
    "holds the app's statement reader between two batches", async () => {
    const t = bank.local!;
    const bus = t.app.get(CommandBus);
    let batches = 0;
    let lines = 0;
    let last = '';
    // The deposits run outside the reader's transaction (its context would carry into them), while it waits after its first batch.
    let firstBatchRead!: () => void;
    const firstBatch = new Promise<void>((resolve) => { firstBatchRead = resolve; });
    let depositsMade!: () => void;
    const deposits = new Promise<void>((resolve) => { depositsMade = resolve; });
    const reading = t.app.get(StatementReader).read(owner.id, busy.id, 'current-month', async (h, stream) => {
      for await (const batch of stream) {
        if (batches === 0) { firstBatchRead(); await deposits; }
        batches += 1;
        lines += batch.length;
        last = batch.at(-1)!.runningBalance;
        expect(batch.length).toBeLessThanOrEqual(STATEMENT_BATCH);
      }
      return h;
    });
    await firstBatch;
    // Deposits through the ledger while the statement is half read.
    for (let i = 0; i < 5; i += 1) {
      await bus.execute(new RecordExternalMovement({ accountId: busy.id, direction: 'deposit', amount: '7.00', description: 'During the download' }));
    }
    depositsMade();
    const header = await reading;
    expect(batches).toBe(Math.ceil(LONG / STATEMENT_BATCH));
    expect(lines).toBe(header.lineCount);
    expect(last).toBe(header.closingBalance);
    const after = (await asOwner.get(`/api/statements?accountId=${busy.id}&period=current-month`).expect(200)).body as StatementDto;
    expect(after.lineCount).toBe(header.lineCount + 5);
    expect(cents(after.closingBalance) - cents(header.closingBalance)).toBe(3500n);
  });

  itCheckingDatabase('puts a line on its bank day: last month ends on its last day in New York time, in JSON, CSV, PDF and file name',
    'seeds a ledger line of last month in SQL', async () => {
    const today = bankDay(new Date());
    const lastDay = lastDayOfLastMonth(today);
    // 23:30 in New York on last month's last day is already the 1st in UTC.
    const [{ iso }] = await bank.database!.sql<{ iso: string }>(
      `select to_char((date_trunc('month', now() at time zone '${BANK_TIME_ZONE}') - interval '30 minutes') at time zone '${BANK_TIME_ZONE}' at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as iso`);
    const at = new Date(iso);
    await postLines(bank.database!, checking.id, funding.id, `select 'Late on the last day' as memo, 4.00 as amount, $3::timestamptz as at`, [at]);
    expect(bankDay(at)).toBe(lastDay);
    expect(at.toISOString().slice(0, 10)).not.toBe(lastDay);

    const screen = (await asOwner.get(`/api/statements?accountId=${checking.id}&period=last-month`).expect(200)).body as StatementDto;
    expect(screen).toMatchObject({ from: `${lastDay.slice(0, 8)}01`, to: lastDay, lineCount: 1, totalIn: '4.00' });
    expect(bankDay(new Date(screen.lines[0].date))).toBe(lastDay);

    const csv = await download(asOwner, `accountId=${checking.id}&period=last-month&format=csv`);
    expect(csv.res.headers['content-disposition']).toBe(`attachment; filename="statement-${checking.accountNumber}-${screen.from}-${lastDay}.csv"`);
    const { header, rows } = csvTable(csv.body.toString('utf8'));
    expect(header.get('Period')).toBe(`${screen.from} to ${lastDay}`);
    expect(rows).toEqual([[lastDay, '23:30', 'Late on the last day', '4.00', screen.closingBalance, '']]);

    const [page] = pdfPages((await download(asOwner, `accountId=${checking.id}&period=last-month&format=pdf`)).body);
    expect(page).toContain(`${longDay(screen.from)} – ${longDay(lastDay)}`);
    expect(page).toContain(`${longDay(lastDay)} 23:30`);
    expect(page).toContain(`Closing balance on ${longDay(lastDay)}`);

    // This month starts the day after, and ends today.
    const current = (await asOwner.get(`/api/statements?accountId=${checking.id}&period=current-month`).expect(200)).body as StatementDto;
    expect(current).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, openingBalance: screen.closingBalance });
  });
});

describe('statements on any server: TXN codes and who may read them', () => {
  let bank: DemoBank;
  let checking: AccountView;
  let othersAccount: AccountView;
  let asOwner: TestAgent;
  let asOther: TestAgent;
  let asAdmin: TestAgent;

  beforeAll(async () => {
    bank = await connectToDemoBank();
    const owner = await newPayer(bank, 'STMT');
    const other = await bank.newCustomer('STMTO');
    checking = await bank.openAccount(owner, { balance: '500.00' });
    othersAccount = await bank.openAccount(other, { balance: '10.00' });
    asOwner = owner.agent;
    asOther = other.agent;
    asAdmin = await bank.admin();
    await transfer(owner, { fromAccountId: checking.id, toAccountNumber: othersAccount.accountNumber, amount: '99.99', description: 'Rent share' }, 201);
    await transfer(owner, { fromAccountId: checking.id, toAccountNumber: othersAccount.accountNumber, amount: '0.01', description: 'Gym' }, 201);
  });
  afterAll(() => bank.close());

  it('names each line by the TXN code the screen shows, never an internal id', async () => {
    const history = (await asOwner.get(`/api/transactions?accountId=${checking.id}`).expect(200)).body as { items: { transactionCode: string; description: string }[] };
    const codes = Object.fromEntries(history.items.map((i) => [i.description, i.transactionCode]));
    expect(codes['Rent share']).toMatch(/^TXN[0-9A-Z]{10}$/);

    const screen = (await asOwner.get(`/api/statements?accountId=${checking.id}&period=current-month`).expect(200)).body as StatementDto;
    // The ledger's memo names the payee ('Transfer to 80…: Rent share'); the code is the history's.
    expect(screen.lines.find((l) => l.description.endsWith('Rent share'))?.transactionCode).toBe(codes['Rent share']);
    expect(JSON.stringify(screen)).not.toMatch(/transactionId/);

    const csv = (await download(asOwner, `accountId=${checking.id}&period=current-month&format=csv`)).body.toString('utf8');
    const { rows } = csvTable(csv);
    expect(rows.find((r) => r[2].endsWith('Rent share'))?.[5]).toBe(codes['Rent share']);
    expect(rows.find((r) => r[2].endsWith('Gym'))?.[5]).toBe(codes.Gym);
    expect(csv).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    const pages = pdfPages((await download(asOwner, `accountId=${checking.id}&period=current-month&format=pdf`)).body);
    expect(pages.join('\n')).toContain(codes['Rent share']);
  });

  it('answers 401 signed out, 404 for an account that is not mine (admins included), 400 for a bad period or format', async () => {
    for (const path of [`/api/statements?accountId=${checking.id}&period=year`, `/api/statements/download?accountId=${checking.id}&period=year&format=csv`]) {
      await bank.agent().get(path).expect(401);
    }
    for (const agent of [asOther, asAdmin]) {
      await agent.get(`/api/statements?accountId=${checking.id}&period=year`).expect(404);
      const refused = await agent.get(`/api/statements/download?accountId=${checking.id}&period=year&format=pdf`).expect(404);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.body).toMatchObject({ code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' });
    }
    await asOwner.get('/api/statements?accountId=nonsense&period=year').expect(404);
    await asOwner.get(`/api/statements?accountId=${checking.id}&period=decade`).expect(400);
    const bad = await asOwner.get(`/api/statements/download?accountId=${checking.id}&period=year&format=xls`).expect(400);
    expect(bad.body.message).toContain('Choose a format: csv or pdf');
    await asOther.get(`/api/statements?accountId=${othersAccount.id}&period=year`).expect(200);
  });
});
