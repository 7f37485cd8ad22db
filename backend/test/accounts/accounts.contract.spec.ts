import type TestAgent from 'supertest/lib/agent.js';
import { QueryBus } from '@nestjs/cqrs';
import { IdentifyAccounts, type AccountIdentity } from '../../src/modules/accounts/public/accounts.api.js';
import { PAYEE_LOOKUPS_PER_HOUR } from '../../src/modules/accounts/application/payee-lookups.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { itCheckingDatabase, itLocally } from '../support/contract-target.js';
import { connectToDemoBank, eventually, setUpSecurity, stepUp, type AccountView, type DemoBank } from '../support/demo-bank.js';

describe('accounts, history and statements', () => {
  let t: DemoBank;
  let owner: { id: string };
  let checking: AccountView;
  let credit: AccountView;
  let othersAccount: AccountView;
  let asOwner: TestAgent;

  beforeAll(async () => {
    t = await connectToDemoBank();
    const customer = await t.newCustomer('OWNER', { firstName: 'Olivia', lastName: 'Stone' });
    owner = customer;
    const other = await t.newCustomer('OTHER', { firstName: 'Oscar', lastName: 'Reed' });
    checking = await t.openAccount(owner, { balance: '500.00' });
    credit = await t.openAccount(owner, { type: 'credit', creditLimit: '1000.00' });
    othersAccount = await t.openAccount(other, { balance: '10.00' });
    asOwner = customer.agent;
    const answers = await setUpSecurity(customer);
    const transfer = async (body: Record<string, unknown>) =>
      asOwner.post('/api/transfer').send({ ...body, authorizationToken: await stepUp(asOwner, answers, 'domestic-transfer', body) }).expect(201);
    // The server's settlement job completes each in the background, as it does for a customer. The
    // advance is credited when it settles: waiting for it before the rent share is sent fixes the
    // statement's order of lines, whenever the job runs.
    const settled = (what: string) => eventually(what, async () => {
      const items: { status: string }[] = (await asOwner.get('/api/transactions').expect(200)).body.items;
      return items.every((i) => i.status === 'completed') ? true : undefined;
    });
    await transfer({ fromAccountId: credit.id, toAccountNumber: checking.accountNumber, amount: '250.00', description: 'Cash advance' });
    await settled('the cash advance to settle');
    await transfer({ fromAccountId: checking.id, toAccountNumber: othersAccount.accountNumber, amount: '99.99', description: 'Rent share' });
    await settled('the rent share to settle');
  });
  afterAll(() => t.close());

  it('GET /api/accounts lists only my accounts, with names and available credit', async () => {
    const res = await asOwner.get('/api/accounts').expect(200);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([checking.id, credit.id]);
    expect(res.body[0]).toMatchObject({ accountType: 'checking', balance: '650.01', availableToSpend: '650.01', creditLimit: null, isActive: 'true', customerName: 'Olivia Stone', accountName: 'Olivia S. · Checking' });
    expect(res.body[1]).toMatchObject({ accountType: 'credit', balance: '-250.00', creditLimit: '1000.00', availableCredit: '750.00' });
    expect(res.body[0].accountNumber).toMatch(/^80\d{6}$/);
    expect((await asOwner.get('/api/user').expect(200)).body.accounts).toEqual(res.body);
  });

  it("shows only name, type and number of someone else's account, and 404 for unknown ones", async () => {
    const info = await asOwner.get(`/api/accounts/${othersAccount.id}/info`).expect(200);
    expect(info.body).toEqual({ accountName: 'Oscar R. · Checking', accountType: 'checking', accountNumber: othersAccount.accountNumber, currency: 'USD' });
    expect((await asOwner.get(`/api/accounts/lookup?accountNumber=${othersAccount.accountNumber}`).expect(200)).body).toEqual(info.body);
    await asOwner.get('/api/accounts/lookup?accountNumber=80000000').expect(404);
    await asOwner.get('/api/accounts/lookup?accountNumber=abc').expect(404);
    await asOwner.get('/api/accounts/00000000-0000-0000-0000-000000000000/info').expect(404);
    await asOwner.get('/api/accounts/nonsense/info').expect(404);
    await t.agent().get(`/api/accounts/${othersAccount.id}/info`).expect(401);
  });

  /** A customer of the test's own who has spent the hour's lookups (the limit counts per customer, not per IP). */
  const throttledProber = async () => {
    const prober = await t.newCustomer('PROBER');
    const lookUp = (n: number) => prober.agent.get(`/api/accounts/lookup?accountNumber=${String(80_900_000 + n)}`);
    const answers = await Promise.all(Array.from({ length: PAYEE_LOOKUPS_PER_HOUR + 5 }, (_, n) => lookUp(n)));
    return { prober, answers };
  };

  it('stops a customer looking up account numbers past 60 in an hour with 429, in parallel too', async () => {
    const { prober: { agent: asProber }, answers } = await throttledProber();
    expect(answers.filter((res) => res.status === 404)).toHaveLength(PAYEE_LOOKUPS_PER_HOUR);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual({ message: 'Too many account numbers checked. Please try again later.', code: 'ACCOUNTS.LOOKUPS_THROTTLED' });
    // A real account is not revealed past the limit either; other customers are not affected.
    await asProber.get(`/api/accounts/lookup?accountNumber=${othersAccount.accountNumber}`).expect(429);
    await asOwner.get(`/api/accounts/lookup?accountNumber=${othersAccount.accountNumber}`).expect(200);

    // An account by id is a lookup too: no way around the limit (security review, issue 27 item 11).
    await asProber.get(`/api/accounts/${othersAccount.id}/info`).expect(429);
  });

  itCheckingDatabase('lets a throttled customer look up account numbers again once the hour is over, counting afresh', 'moves the lookup window back in SQL', async () => {
    const { prober: { agent: asProber, ...prober } } = await throttledProber();
    await asProber.get(`/api/accounts/lookup?accountNumber=${othersAccount.accountNumber}`).expect(429);
    await t.database!.sql(`update accounts.payee_lookups set window_started_at = now() - interval '61 minutes' where user_id = $1`, [prober.id]);
    await asProber.get(`/api/accounts/lookup?accountNumber=${othersAccount.accountNumber}`).expect(200);
    const [row] = await t.database!.sql<{ lookups: number }>(`select lookups from accounts.payee_lookups where user_id = $1`, [prober.id]);
    expect(row.lookups).toBe(1);
  });

  it('GET /api/transactions shows my transactions newest first, filters them, and 404s on another customer\'s account', async () => {
    const res = await asOwner.get('/api/transactions').expect(200);
    expect(res.body.items.map((i: { description: string }) => i.description)).toEqual(['Rent share', 'Cash advance', 'Opening balance']);
    expect(res.body).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(JSON.stringify(res.body)).not.toMatch(/adminNotes|fromUserId|toUserId/);
    const searched = await asOwner.get('/api/transactions?search=rent').expect(200);
    expect(searched.body.items.map((i: { amount: string }) => i.amount)).toEqual(['99.99']);
    const first = await asOwner.get('/api/transactions?limit=2').expect(200);
    const paged = await asOwner.get(`/api/transactions?limit=2&cursor=${first.body.nextCursor}`).expect(200);
    expect(paged.body.items.map((i: { description: string }) => i.description)).toEqual(['Opening balance']);
    await asOwner.get(`/api/transactions?accountId=${othersAccount.id}`).expect(404);
    await asOwner.get('/api/transactions?status=bogus').expect(400);
  });

  it('the statement comes from the ledger: opening + lines = closing = the balance, in JSON, CSV and PDF', async () => {
    const s = (await asOwner.get(`/api/statements?accountId=${checking.id}&period=year`).expect(200)).body;
    expect(s).toMatchObject({ openingBalance: '0.00', closingBalance: '650.01', totalIn: '750.00', totalOut: '99.99' });
    expect(s.lines.map((l: { amount: string; runningBalance: string }) => [l.amount, l.runningBalance])).toEqual([['500.00', '500.00'], ['250.00', '750.00'], ['-99.99', '650.01']]); // the advance settled before the rent share was sent

    const csv = await asOwner.get(`/api/statements/download?accountId=${checking.id}&period=year&format=csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="statement-\d{8}-/);
    expect(csv.text.trim().split('\r\n').at(-1)).toBe('Closing balance,650.01');
    expect(csv.text).toContain('Opening balance,0.00');

    const pdf = await asOwner.get(`/api/statements/download?accountId=${checking.id}&period=year&format=pdf`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    await asOwner.get(`/api/statements?accountId=${othersAccount.id}&period=year`).expect(404);
    await asOwner.get(`/api/statements?accountId=${checking.id}&period=decade`).expect(400);
  });

  itLocally('identifies accounts from memory after the first read, and afresh when asked', 'reads or changes the accounts tables, or runs the app queries and jobs itself', async () => {
    const queries = t.local!.app.get(QueryBus);
    const identify = (fresh = false) => queries.execute<IdentifyAccounts, AccountIdentity[]>(
      new IdentifyAccounts({ ids: [credit.id], accountNumbers: [othersAccount.accountNumber] }, fresh));
    const first = await identify();
    expect(first.map((a) => a.accountNumber).sort()).toEqual([credit.accountNumber, othersAccount.accountNumber].sort());
    await t.local!.sql(`update accounts.accounts set currency = 'EUR' where id = $1`, [othersAccount.id]);
    try {
      expect((await identify()).find((a) => a.id === othersAccount.id)?.currency).toBe('USD');
      expect((await identify(true)).find((a) => a.id === othersAccount.id)?.currency).toBe('EUR');
      expect((await identify()).find((a) => a.id === othersAccount.id)?.currency).toBe('EUR');
    } finally {
      await t.local!.sql(`update accounts.accounts set currency = 'USD' where id = $1`, [othersAccount.id]);
    }
  });

  itLocally('reconcile-ledger passes on a sound ledger and fails naming the account when a balance is tampered with', 'reads or changes the accounts tables, or runs the app queries and jobs itself', async () => {
    const jobs = t.local!.app.get(JobRunner);
    expect(await jobs.run('reconcile-ledger')).toMatch(/ledger reconciles: .* 8 invariants hold/);
    await t.local!.sql(`update accounts.accounts set balance = balance + 1 where id = $1`, [checking.id]);
    await expect(jobs.run('reconcile-ledger')).rejects.toThrow(new RegExp(`not the sum of their postings: 1[\\s\\S]*${checking.accountNumber}`));
    await t.local!.sql(`update accounts.accounts set balance = balance - 1 where id = $1`, [checking.id]);
  });
});
