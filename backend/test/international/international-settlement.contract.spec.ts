import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { InternationalMessages } from '@bank/contracts/international';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { anAccount } from '../support/banking.js';
import { describeWithDatabase, itCheckingDatabase } from '../support/contract-target.js';
import { IBANS, sendInternational, toGermany, toIndia, withSecuritySetUp } from '../support/international.js';
import {
  balanceOf as balanceSeenBy, connectToDemoBank, eventually, newPayer, transactionStatus, transfer, transferAbroad, uniqueName,
  type AccountView, type Customer, type DemoBank, type Payer,
} from '../support/demo-bank.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const cents = (x: string) => BigInt(x.replace('.', ''));
const text = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${((c < 0n ? -c : c) % 100n).toString().padStart(2, '0')}`;
const plus = (a: string, b: string) => text(cents(a) + cents(b));
const minus = (a: string, b: string) => text(cents(a) - cents(b));

/** Settlement, refunds, compliance review and the staff routes of international transfers. */
/** The staff's side of international transfers through the API, and settlement in the database: runs against any server (with its database, the last block). */
describe('international transfers: staff status changes, rates and who may call what', () => {
  let t: DemoBank;
  let carol: Customer & Payer;
  let dave: Customer & Payer;
  let usd: AccountView;
  let asAdmin: TestAgent;

  beforeAll(async () => {
    t = await connectToDemoBank();
    carol = await newPayer(t, 'INTLCAROL', { firstName: 'Carol', lastName: 'Jones' });
    dave = await newPayer(t, 'INTLDAVE');
    usd = await t.openAccount(carol, { balance: '5000.00' });
    await t.openAccount(dave, { balance: '500.00' });
    asAdmin = await t.admin();
  });
  afterAll(() => t.close());

  const patchStatus = (id: string, body: object) => asAdmin.patch(`/api/admin/payments/international/${id}/status`).send(body);
  const mine = async (id: string) => (await carol.agent.get(`/api/international-transfers/${id}`).expect(200)).body;
  /** The customer's notifications about this reference, oldest first, once `count` have arrived (the outbox delivers them in the background). */
  const notesOf = (agent: TestAgent, reference: string, count: number) => eventually(`${count} notifications of ${reference}`, async () => {
    const items: { title: string; message: string; createdAt: string }[] = (await agent.get('/api/notifications?limit=100').expect(200)).body.items;
    const about = items.filter((n) => n.message.includes(reference)).reverse();
    return about.length >= count ? about : undefined;
  });
  /** A stored rate as customers see it (GET /api/international-transfers/rates). */
  const rateOf = async (currency: string) => {
    const rates: { currency: string; usdRate: string; rateDate: string }[] = (await carol.agent.get('/api/international-transfers/rates').expect(200)).body;
    return rates.find((r) => r.currency === currency);
  };

  it('returns amount and fee to the source when staff mark a transfer failed, once; the credit note reaches the customer', async () => {
    const before = await balanceSeenBy(carol.agent, usd.id);
    const res = await transferAbroad(carol, toGermany(usd.id, { transferAmount: '300.00' }), 201);
    const { id, referenceNumber } = res.body.transfer;
    expect(res.body.transfer.totalAmount).toBe('302.25');
    expect(await balanceSeenBy(carol.agent, usd.id)).not.toBe(before);

    const failed = await patchStatus(id, { status: 'failed', adminNotes: '  Beneficiary bank rejected  ', creditNote: 'The recipient bank could not accept the payment.' }).expect(200);
    expect(failed.body.payment).toMatchObject({ status: 'failed', adminNotes: 'Beneficiary bank rejected', creditNote: 'The recipient bank could not accept the payment.', customerId: carol.customerId, customerName: 'Carol Jones' });
    expect(await balanceSeenBy(carol.agent, usd.id)).toBe(before);

    // Money moves at most once: a completed after failed is refused; cancelled only relabels.
    const conflict = await patchStatus(id, { status: 'completed' }).expect(409);
    expect(conflict.body.code).toBe('PAYMENTS.STATUS_CONFLICT');
    await patchStatus(id, { status: 'cancelled' }).expect(200);
    expect(await balanceSeenBy(carol.agent, usd.id)).toBe(before);

    const seen = await mine(id);
    expect(seen).toMatchObject({ status: 'cancelled', creditNote: 'The recipient bank could not accept the payment.' });
    expect(seen).not.toHaveProperty('adminNotes');
    const notes = await notesOf(carol.agent, referenceNumber, 3);
    expect(notes.map((n) => n.title)).toEqual(['International transfer submitted', 'International transfer failed', 'International transfer status updated']);
    expect(notes[1].message).toContain('the amount and the fee were returned to your account. Note from the bank: The recipient bank could not accept the payment.');

    const audit: { action: string; reason: string; before: { status: string }; after: { status: string } }[] =
      (await asAdmin.get(`/api/admin/audit?targetId=${id}&limit=100`).expect(200)).body.items;
    expect(audit.find((e) => e.after.status === 'failed')).toMatchObject({ action: 'payment.international-status', reason: 'Beneficiary bank rejected', before: { status: 'submitted' }, after: { status: 'failed' } });
  });

  it('marks a transfer completed with a credit note: the money leaves once, the customer sees the note', async () => {
    const res = await transferAbroad(carol, toIndia(usd.id, 'ILFS', { transferAmount: '5000.00' }), 201);
    const { id } = res.body.transfer;
    const after = await balanceSeenBy(carol.agent, usd.id);
    const done = await patchStatus(id, { status: 'completed', creditNote: 'Credited to the recipient on time.' }).expect(200);
    expect(done.body).toMatchObject({ message: 'Status Updated', payment: { status: 'completed', creditNote: 'Credited to the recipient on time.' } });
    await patchStatus(id, { status: 'credited' }).expect(200); // a relabel, nothing moves
    await patchStatus(id, { status: 'completed' }).expect(200);
    await patchStatus(id, { status: 'failed' }).expect(409);
    expect(await balanceSeenBy(carol.agent, usd.id)).toBe(after);
    const list = (await carol.agent.get('/api/international-transfers/user?limit=1').expect(200)).body.items;
    expect(list[0]).toMatchObject({ id, status: 'completed', creditNote: 'Credited to the recipient on time.' });
  });

  it('holds a sanctions hit for a person, listed first for staff, who clear it for delivery', async () => {
    const res = await transferAbroad(carol, toGermany(usd.id, { recipientName: 'Ivan Fictitious Villainov', transferAmount: '40.00' }), 201);
    const { id } = res.body.transfer;
    expect(res.body.transfer).toMatchObject({ status: 'pending', complianceChecked: false });
    const hits = (await asAdmin.get('/api/admin/payments/international?status=pending&limit=100').expect(200)).body.items;
    expect(hits.find((h: { id: string }) => h.id === id)).toMatchObject({ status: 'pending', complianceChecked: false, sanctionsMatch: 'Ivan Fictitious Villainov' });
    await patchStatus(id, { status: 'submitted', adminNotes: 'False positive: different date of birth' }).expect(200);
    expect(await mine(id)).toMatchObject({ status: 'submitted', complianceChecked: true });
  });

  it('cancelling a held sanctions hit returns the money and leaves compliance unchecked', async () => {
    const before = await balanceSeenBy(carol.agent, usd.id);
    const res = await transferAbroad(carol, toGermany(usd.id, { recipientName: 'Natasha Fatale', transferAmount: '25.00' }), 201);
    await patchStatus(res.body.transfer.id, { status: 'cancelled', adminNotes: 'Confirmed match' }).expect(200);
    expect(await mine(res.body.transfer.id)).toMatchObject({ status: 'cancelled', complianceChecked: false });
    expect(await balanceSeenBy(carol.agent, usd.id)).toBe(before);
  });

  it('keeps international transfers out of the domestic list and its status route', async () => {
    const res = await transferAbroad(carol, toGermany(usd.id, { transferAmount: '12.00' }), 201);
    const domestic = (await asAdmin.get('/api/admin/payments/domestic?limit=100').expect(200)).body.items.map((i: { id: string }) => i.id);
    expect(domestic).not.toContain(res.body.transfer.transactionId);
    await asAdmin.patch(`/api/admin/payments/domestic/${res.body.transfer.transactionId}/status`).send({ status: 'completed' }).expect(404);
    await patchStatus('00000000-0000-4000-8000-000000000000', { status: 'completed' }).expect(404);
    await patchStatus('not-an-id', { status: 'completed' }).expect(404);
    await patchStatus(res.body.transfer.id, { status: 'lost' }).expect(400);
  });

  it('a domestic transfer settles by itself while an international one in processing waits for staff', async () => {
    const intl = await transferAbroad(carol, toGermany(usd.id, { transferAmount: '10.00' }), 201);
    await patchStatus(intl.body.transfer.id, { status: 'processing' }).expect(200);
    // Sent after: the server's domestic settlement job runs while the international one is in processing.
    const other = await t.openAccount(dave);
    const domestic = await transfer(carol, { fromAccountId: usd.id, toAccountNumber: other.accountNumber, amount: '5.00', description: 'Lunch' }, 201);
    await transactionStatus(carol.agent, domestic.body.transaction.id, 'completed');
    expect(await mine(intl.body.transfer.id)).toMatchObject({ status: 'processing' });
    const history: { id: string; status: string }[] = (await carol.agent.get('/api/transactions?limit=100').expect(200)).body.items;
    expect(history.find((i) => i.id === intl.body.transfer.transactionId)).toMatchObject({ status: 'processing' });
  });

  it.each([
    ['EUR', { usdRate: '0', reason: 'x' }, 'Exchange rate must be a positive number with at most 6 decimals'],
    ['EUR', { usdRate: '1.0000001', reason: 'x' }, 'Exchange rate must be a positive number with at most 6 decimals'],
    ['EUR', { usdRate: '12345.1', reason: 'x' }, 'Exchange rate must be a positive number with at most 6 decimals'],
    ['EUR', { usdRate: '1.1', reason: '' }, 'A reason is required'],
    ['EUR', { usdRate: '1.1', rateDate: '2999-01-01', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    // Dates outside the API's range (1900 to today): year zero was a 500, year one was stored.
    ['MXN', { usdRate: '0.05', rateDate: '0000-01-01', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    ['MXN', { usdRate: '0.05', rateDate: '0001-01-01', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    ['MXN', { usdRate: '0.05', rateDate: '1899-12-31', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    ['MXN', { usdRate: '0.05', rateDate: '2026-02-30', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    ['MXN', { usdRate: '0.05', rateDate: '2026-W01', reason: 'x' }, InternationalMessages.RATE_DATE_INVALID],
    ['XYZ', { usdRate: '1.1', reason: 'x' }, 'Please choose a supported currency'],
    ['USD', { usdRate: '1.1', reason: 'x' }, 'USD is the unit of every rate: its rate is always 1'],
  ])('PATCH /api/admin/exchange-rates refuses %s %p with 400 "%s", storing nothing', async (currency, body, message) => {
    const before = await rateOf(currency);
    const res = await asAdmin.patch(`/api/admin/exchange-rates/${currency}`).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await rateOf(currency)).toEqual(before);
  });

  it("staff find a transfer by its reference number (any case) or by the customer's id", async () => {
    const sent = (await transferAbroad(carol, toGermany(usd.id, { transferAmount: '12.00' }), 201)).body.transfer;
    const found = async (search: string) => {
      const items: { id: string; customerId: string }[] = (await asAdmin.get(`/api/admin/payments/international?limit=100&search=${encodeURIComponent(search)}`).expect(200)).body.items;
      return items;
    };
    expect((await found(` ${sent.referenceNumber.toLowerCase()} `)).map((i) => i.id)).toEqual([sent.id]);
    // The customer id is looked up in accounts' copy of the customers, which the outbox keeps current.
    const ofCarol = await eventually('Carol in accounts\' copy of the customers', async () => {
      const items = await found(carol.customerId.toLowerCase());
      return items.some((i) => i.id === sent.id) ? items : undefined;
    });
    expect(ofCarol.every((i) => i.customerId === carol.customerId)).toBe(true);
    expect((await found(dave.customerId)).map((i) => i.id)).not.toContain(sent.id);
    expect(await found('INT-NO-SUCH-REFERENCE')).toEqual([]);
    await asAdmin.get(`/api/admin/payments/international?search=${'x'.repeat(101)}`).expect(400);
  });

  describe('who may call what', () => {
    let carolsTransfer: string;
    beforeAll(async () => {
      carolsTransfer = (await transferAbroad(carol, toGermany(usd.id, { recipientAccountNumber: IBANS.DEU, transferAmount: '10.00' }), 201)).body.transfer.id;
    });

    it('the owner reads its transfer; another customer gets 404; signed out 401', async () => {
      await carol.agent.get(`/api/international-transfers/${carolsTransfer}`).expect(200);
      await dave.agent.get(`/api/international-transfers/${carolsTransfer}`).expect(404);
      await t.agent().get(`/api/international-transfers/${carolsTransfer}`).expect(401);
      const davesList = (await dave.agent.get('/api/international-transfers/user?limit=100').expect(200)).body.items.map((i: { id: string }) => i.id);
      expect(davesList).not.toContain(carolsTransfer);
    });

    it.each([
      ['GET', '/api/admin/payments/international'],
      ['PATCH', '/api/admin/payments/international/{id}/status'],
      ['PATCH', '/api/admin/exchange-rates/EUR'],
    ])('%s %s: 401 signed out, 403 for a customer, and the customer changes nothing', async (method, template) => {
      const path = template.replace('{id}', carolsTransfer);
      const body = method === 'PATCH' ? (path.includes('exchange-rates') ? { usdRate: '2.000000', reason: 'x' } : { status: 'completed' }) : undefined;
      const call = (agent: TestAgent) => (method === 'GET' ? agent.get(path) : agent.patch(path).send(body));
      await call(t.agent()).expect(401);
      await call(carol.agent).expect(403);
      await call(dave.agent).expect(403);
      expect((await mine(carolsTransfer)).status).toBe('submitted');
      expect((await rateOf('EUR'))?.usdRate).not.toBe('2.000000');
    });
  });

  /**
   * Settlement and compliance where only the database shows them, on this suite's own transfers:
   * a delivery moved back on the transfer's row instead of the app's clock, the jobs run by hand as
   * an operator runs them, the ledger read through this transfer's own postings. A run of the job
   * also settles other suites' due transfers, as the server's schedule does, and the schedule may
   * settle this one first: each check reads this transfer's rows, never the job's bank-wide count.
   */
  describe('settlement, compliance and the ledger, in the database', () => {
    const run = (job: string, args: string[] = []) => t.database!.runJob(job, args);
    /** What this transaction moved on the bank's internal USD account of `purpose` (its part of the bank-wide position). */
    const moved = async (transactionId: string, purpose: 'clearing' | 'external') =>
      (await t.database!.sql<{ amount: string }>(`select coalesce(sum(p.amount), 0)::numeric(14,2)::text as amount from accounts.postings p
        join accounts.journal_entries j on j.id = p.journal_entry_id join accounts.accounts a on a.id = p.account_id
        where j.transaction_id = $1 and a.internal_purpose = $2 and a.currency = 'USD'`, [transactionId, purpose]))[0].amount;
    /** Moves a transfer's creation and estimated delivery `hours` into the past. */
    const age = (id: string, hours: number) => t.database!.sql(
      `update international.international_transfers set created_at = created_at - make_interval(hours => $2), estimated_delivery = estimated_delivery - make_interval(hours => $2) where id = $1`, [id, hours]);
    const statusOf = async (id: string) =>
      (await t.database!.sql<{ status: string; money_state: string; tx_status: string; compliance_checked: boolean }>(
        `select i.status, t.money_state, t.status as tx_status, i.compliance_checked from international.international_transfers i join payments.transactions t on t.id = i.transaction_id where i.id = $1`, [id]))[0];
    /** A run of settle-international, then the due transfer completed: by that run, or by the server's own run that held it (skip locked). */
    const settled = async (id: string) => {
      await run('settle-international');
      return eventually(`transfer ${id} to complete`, async () => {
        const row = await statusOf(id);
        return row.status === 'completed' ? row : undefined;
      });
    };
    /** This transfer's row after a run of settle-international. */
    const afterSettling = async (id: string) => {
      await run('settle-international');
      return statusOf(id);
    };
    /** The staff's list from its top, in pages of 5, down to this transfer: the items before it, and it. */
    const staffListUpTo = async (id: string) => {
      type Item = { id: string; status: string; complianceChecked: boolean; createdAt: string; sanctionsMatch: string | null };
      const before: Item[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Item[]; nextCursor: string | null } =
          (await asAdmin.get(`/api/admin/payments/international?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200)).body;
        const at = page.items.findIndex((i) => i.id === id);
        if (at >= 0) return { before: [...before, ...page.items.slice(0, at)], item: page.items[at] };
        before.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      throw new Error(`transfer ${id} is not in the staff's list`);
    };

    itCheckingDatabase('completes a submitted transfer when its estimated delivery passes: the held debit leaves through the external account',
      'moves the transfer\'s estimated delivery back in SQL, runs settle-international and reconcile-ledger, reads its postings', async () => {
      const payer = await newPayer(t, 'INTLDUE');
      const account = await t.openAccount(payer, { balance: '5000.00' });
      const res = await transferAbroad(payer, toGermany(account.id, { transferAmount: '200.00' }), 201);
      const { id, transactionId, debitAmount, referenceNumber } = res.body.transfer; // 201.50 EUR = 218.63 USD
      expect(debitAmount).toBe('218.63');
      const [clearing, external] = [await moved(transactionId, 'clearing'), await moved(transactionId, 'external')];

      expect(await afterSettling(id)).toMatchObject({ status: 'submitted', money_state: 'held' });
      await age(id, 23);
      expect(await afterSettling(id)).toMatchObject({ status: 'submitted', money_state: 'held' });
      await age(id, 2);
      expect(await settled(id)).toEqual({ status: 'completed', money_state: 'settled', tx_status: 'completed', compliance_checked: true });

      expect(await moved(transactionId, 'clearing')).toBe(minus(clearing, debitAmount));
      expect(await moved(transactionId, 'external')).toBe(plus(external, debitAmount));
      expect(await balanceSeenBy(payer.agent, account.id)).toBe('4781.37');
      expect(await run('reconcile-ledger')).toMatch(/ledger reconciles/);
      expect((await notesOf(payer.agent, referenceNumber, 2)).map((n) => n.title)).toEqual(['International transfer submitted', 'International transfer completed']);
      // Completed once: a later run leaves it, and the money, alone.
      expect(await afterSettling(id)).toMatchObject({ status: 'completed' });
      expect(await moved(transactionId, 'external')).toBe(plus(external, debitAmount));
    }, { timeout: 120_000 });

    itCheckingDatabase('marks a transfer completed: the debit leaves through the external account once, the ledger reconciles',
      'reads the transfer\'s postings and runs reconcile-ledger', async () => {
      const res = await transferAbroad(carol, toIndia(usd.id, 'ILFS', { transferAmount: '5000.00' }), 201);
      const { id, transactionId, debitAmount } = res.body.transfer;
      const external = await moved(transactionId, 'external');
      const done = await patchStatus(id, { status: 'completed', creditNote: 'Credited to the recipient on time.' }).expect(200);
      expect(done.body).toMatchObject({ message: 'Status Updated', payment: { status: 'completed', creditNote: 'Credited to the recipient on time.' } });
      await patchStatus(id, { status: 'credited' }).expect(200); // a relabel, nothing moves
      await patchStatus(id, { status: 'completed' }).expect(200);
      expect(await moved(transactionId, 'external')).toBe(plus(external, debitAmount));
      await patchStatus(id, { status: 'failed' }).expect(409);
      const list = (await carol.agent.get('/api/international-transfers/user?limit=1').expect(200)).body.items;
      expect(list[0]).toMatchObject({ id, status: 'completed', creditNote: 'Credited to the recipient on time.' });
      expect(await run('reconcile-ledger')).toMatch(/ledger reconciles/);
    });

    itCheckingDatabase('holds a sanctions hit for a person: the job leaves it, staff clear it, then it completes',
      'moves the transfer\'s estimated delivery back in SQL and runs settle-international', async () => {
      const res = await transferAbroad(carol, toGermany(usd.id, { recipientName: 'Ivan Fictitious Villainov', transferAmount: '40.00' }), 201);
      const { id } = res.body.transfer;
      // Listed first for staff: only hits newer than it (other suites' at the same moment) may come before it.
      const { before, item } = await staffListUpTo(id);
      expect(item).toMatchObject({ id, status: 'pending', complianceChecked: false, sanctionsMatch: 'Ivan Fictitious Villainov' });
      expect(before.filter((i) => i.status !== 'pending' || i.complianceChecked || i.createdAt < item.createdAt)).toEqual([]);

      await age(id, 48);
      expect(await afterSettling(id)).toMatchObject({ status: 'pending', money_state: 'held', compliance_checked: false });

      // Due from now on: the answer shows it cleared, before the server's schedule may complete it.
      const cleared = await patchStatus(id, { status: 'submitted', adminNotes: 'False positive: different date of birth' }).expect(200);
      expect(cleared.body.payment).toMatchObject({ status: 'submitted', complianceChecked: true });
      expect(await settled(id)).toMatchObject({ status: 'completed', money_state: 'settled', compliance_checked: true });
    });

    itCheckingDatabase('load-sanctions adds names once; a listed recipient is then held',
      'runs load-sanctions with a file of a name unique to the run, and deletes that name after', async () => {
      const list = join(await mkdtemp(join(tmpdir(), 'intl-sanctions-')), 'sanctions.txt');
      const word = uniqueName('Smuggler');
      const listed = `Olga Imaginary ${word[0]}${word.slice(1).toLowerCase()}`;
      await writeFile(list, `# test list\n${listed}\nBoris Badenov\n`);
      try {
        expect(await run('load-sanctions', [list])).toBe(`sanctions list: 1 names added, 1 already listed (from ${list})`);
        const res = await transferAbroad(carol, toGermany(usd.id, { recipientName: `olga imaginary ${word}`, transferAmount: '10.00' }), 201);
        expect(res.body.transfer.status).toBe('pending');
      } finally {
        // The bank's list as this test found it (a name of its own).
        await t.database!.sql(`delete from international.sanctions_list where name = $1`, [listed]);
      }
      await writeFile(list, 'Madonna\n');
      await expect(run('load-sanctions', [list])).rejects.toThrow(/at least two words/);
    });

    itCheckingDatabase('the domestic settlement job leaves an international debit held, and the ledger reconciles',
      'runs settle-transfers and reconcile-ledger, reads the transfer\'s row', async () => {
      const other = await t.openAccount(dave);
      const domestic = await transfer(carol, { fromAccountId: usd.id, toAccountNumber: other.accountNumber, amount: '5.00', description: 'Lunch' }, 201);
      const intl = await transferAbroad(carol, toGermany(usd.id, { transferAmount: '10.00' }), 201);
      await patchStatus(intl.body.transfer.id, { status: 'processing' }).expect(200);
      await run('settle-transfers');
      // The domestic one is due: settled by that run, or the server's own just before.
      await transactionStatus(carol.agent, domestic.body.transaction.id, 'completed');
      expect(await statusOf(intl.body.transfer.id)).toMatchObject({ status: 'processing', money_state: 'held' });
      expect(await run('reconcile-ledger')).toMatch(/ledger reconciles/);
    });
  });
});

/**
 * What changes what every suite on a server relies on (the app's configuration, exchange rates), or
 * pages and counts every international transfer of the bank: on an app of its own.
 */
describeWithDatabase('international transfers: time factor, rates, the staff\'s whole list', 'changes the app\'s configuration or exchange rates, or pages and counts every transfer of the bank', () => {
  let t: TestApp;
  let carol: { id: string };
  let dave: { id: string };
  let usd: AccountSummary;
  let asCarol: TestAgent;
  let asDave: TestAgent;
  let asAdmin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    carol = await t.createUser('INTLCAROL', { firstName: 'Carol', lastName: 'Jones' });
    dave = await t.createUser('INTLDAVE');
    await withSecuritySetUp(t, carol.id);
    await withSecuritySetUp(t, dave.id);
    usd = await anAccount(t, carol.id, { deposit: '5000.00' });
    await anAccount(t, dave.id, { deposit: '500.00' });
    await t.createUser('INTLADMIN', { role: 'admin' });
    asCarol = await t.signedIn('INTLCAROL');
    asDave = await t.signedIn('INTLDAVE');
    asAdmin = await t.signedIn('INTLADMIN');
  });
  afterAll(() => t.close());

  const run = (job: string, args: string[] = []) => t.app.get(JobRunner).run(job, args);
  const patchStatus = (id: string, body: object) => asAdmin.patch(`/api/admin/payments/international/${id}/status`).send(body);

  it('with INTERNATIONAL_TIME_FACTOR a demo sees delivery within seconds', async () => {
    const fast = await createTestApp({ internationalTimeFactor: 100000 });
    try {
      const user = await fast.createUser('INTLFAST');
      await withSecuritySetUp(fast, user.id);
      const account = await anAccount(fast, user.id, { deposit: '1000.00' });
      const agent = await fast.signedIn('INTLFAST');
      const res = await sendInternational(fast, agent, user.id, toIndia(account.id, 'QTR'), 201); // 4 hours / 100000 = 0.144 s
      await new Promise((r) => setTimeout(r, 400));
      expect(await fast.app.get(JobRunner).run('settle-international')).toBe('completed 1 international transfers');
      const [row] = await fast.sql<{ status: string }>(`select status from international.international_transfers where id = $1`, [res.body.transfer.id]);
      expect(row.status).toBe('completed');
    } finally {
      await fast.close();
    }
  });

  describe('GET /api/admin/payments/international', () => {
    it('pages with a keyset, hits first then newest, filters by status and country', async () => {
      // A hit, a clean transfer and one to India that staff completed: each kind the list orders and filters.
      const account = await anAccount(t, dave.id, { deposit: '200.00' });
      await sendInternational(t, asDave, dave.id, toGermany(account.id, { recipientName: 'Boris Badenov', transferAmount: '10.00' }), 201);
      await sendInternational(t, asDave, dave.id, toGermany(account.id, { transferAmount: '10.00' }), 201);
      const toIndiaSent = await sendInternational(t, asDave, dave.id, toIndia(account.id, 'ILFS', { transferAmount: '5000.00' }), 201);
      await patchStatus(toIndiaSent.body.transfer.id, { status: 'completed' }).expect(200);
      await sendInternational(t, asCarol, carol.id, toGermany(usd.id, { transferAmount: '10.00' }), 201);
      const seen: { id: string; status: string; complianceChecked: boolean; createdAt: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: typeof seen; nextCursor: string | null } = (await asAdmin.get(`/api/admin/payments/international?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200)).body;
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from international.international_transfers`);
      expect(seen).toHaveLength(n);
      const rank = (i: (typeof seen)[number]) => (i.status === 'pending' && !i.complianceChecked ? 1 : 0);
      expect(seen.map(rank)).toEqual(seen.map(rank).sort().reverse());
      expect(seen.filter((i) => rank(i) === 0).map((i) => i.createdAt)).toEqual(seen.filter((i) => rank(i) === 0).map((i) => i.createdAt).sort().reverse());

      const india = (await asAdmin.get('/api/admin/payments/international?country=ind').expect(200)).body;
      expect(india.items.length).toBeGreaterThan(0);
      expect(india.items.every((i: { recipientCountryCode: string }) => i.recipientCountryCode === 'IND')).toBe(true);
      const completed = (await asAdmin.get('/api/admin/payments/international?status=completed').expect(200)).body;
      expect(completed.items.every((i: { status: string }) => i.status === 'completed')).toBe(true);
      expect(completed.total).toBe(completed.items.length);
      await asAdmin.get('/api/admin/payments/international?status=lost').expect(400);
      await asAdmin.get('/api/admin/payments/international?country=DE').expect(400);
      await asAdmin.get('/api/admin/payments/international?cursor=forged').expect(400);
    });

  });

  describe('PATCH /api/admin/exchange-rates/{currency}', () => {
    it('stores a new rate with its date, audited; new transfers use it at once', async () => {
      const res = await asAdmin.patch('/api/admin/exchange-rates/eur').send({ usdRate: '1.090000', rateDate: '2026-11-24', reason: 'ECB reference rate' }).expect(200);
      expect(res.body).toEqual({ message: 'Exchange Rate Updated', rate: { currency: 'EUR', usdRate: '1.090000', rateDate: '2026-11-24' } });
      const rates = (await asCarol.get('/api/international-transfers/rates').expect(200)).body;
      expect(rates.find((r: { currency: string }) => r.currency === 'EUR')).toMatchObject({ usdRate: '1.090000', rateDate: '2026-11-24' });
      const sent = await sendInternational(t, asCarol, carol.id, toGermany(usd.id, { transferAmount: '100.00' }), 201);
      expect(sent.body.transfer).toMatchObject({ exchangeRate: '1.090000', debitAmount: '109.82' });
      const [audit] = await t.sql<{ action: string; target_type: string; reason: string; before: object; after: object }>(
        `select action, target_type, reason, before, after from admin.audit_log where action = 'exchange-rate.update' order by id desc limit 1`);
      expect(audit).toEqual({ action: 'exchange-rate.update', target_type: 'exchange-rate', reason: 'ECB reference rate',
        before: { currency: 'EUR', usdRate: '1.085000', rateDate: '2026-11-20' }, after: { currency: 'EUR', usdRate: '1.090000', rateDate: '2026-11-24' } });
    });

  });

  describe('jobs', () => {
    let dir: string;
    beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'intl-jobs-')); });

    it('load-fx-rates stores a whole file, and refuses a file with one bad line without storing any', async () => {
      const good = join(dir, 'rates.csv');
      await writeFile(good, 'currency,usd_rate,rate_date\nGBP,1.280000,2026-11-25\n# comment\nJPY,0.006650\n');
      expect(await run('load-fx-rates', [good])).toMatch(/^loaded 2 exchange rates/);
      const rows = await t.sql<{ currency: string; usd_rate: string; rate_date: string }>(
        `select currency, usd_rate::text, to_char(rate_date, 'YYYY-MM-DD') as rate_date from international.exchange_rates where currency in ('GBP', 'JPY') order by currency`);
      expect(rows).toEqual([
        { currency: 'GBP', usd_rate: '1.280000', rate_date: '2026-11-25' },
        { currency: 'JPY', usd_rate: '0.006650', rate_date: (await t.sql<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`))[0].d },
      ]);
      const bad = join(dir, 'bad.csv');
      await writeFile(bad, 'CAD,0.700000\nAUD,-1\n');
      await expect(run('load-fx-rates', [bad])).rejects.toThrow(/line 2: Exchange rate must be a positive number/);
      expect((await t.sql<{ usd_rate: string }>(`select usd_rate::text from international.exchange_rates where currency = 'CAD'`))[0].usd_rate).toBe('0.735000');
      await expect(run('load-fx-rates', [])).rejects.toThrow(/usage/);
    });

  });
});

describeWithDatabase('international reference data', 'changes reference rows in SQL', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('countries and partners are deactivated, never deleted or re-coded (transfers keep pointing at them)', async () => {
    await expect(t.sql(`delete from international.supported_countries where country_code = 'PAN'`)).rejects.toThrow(/deactivated, never deleted/);
    await expect(t.sql(`delete from international.nbfc_partners where code = 'QTR'`)).rejects.toThrow(/deactivated, never deleted/);
    await expect(t.sql(`update international.supported_countries set country_code = 'PAX' where country_code = 'PAN'`)).rejects.toThrow(/never changes/);
    await expect(t.sql(`update international.nbfc_partners set code = 'QTX' where code = 'QTR'`)).rejects.toThrow(/never changes/);
    await t.sql(`update international.nbfc_partners set is_active = false where code = 'QTR'`);
    await t.sql(`update international.supported_countries set transfer_fee_percentage = 1.10 where country_code = 'PAN'`);
  });
});
