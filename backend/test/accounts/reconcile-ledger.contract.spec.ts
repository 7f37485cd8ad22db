import { CommandBus } from '@nestjs/cqrs';
import { RecordExternalMovement } from '../../src/modules/payments/public/payments.api.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { anAccount, authorizedTransfer, settle } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { describeWithDatabase } from '../support/contract-target.js';

/** Issue 13, finding 7: every account reconciles, internal ones against the records of the contexts that use them. */
describeWithDatabase('reconcile-ledger', 'runs a back-office job and tampers with the ledger in SQL', () => {
  let t: TestApp;
  let reconcile: () => Promise<string | null>;
  let heldTransferId: string;
  let settledTransferId: string;
  const internal = async (name: string): Promise<string> => (await t.sql<{ id: string }>(`select id from accounts.accounts where account_number = $1`, [name]))[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    const payer = await t.createUser('PAYER');
    const payee = await t.createUser('PAYEE');
    const checking = await anAccount(t, payer.id, { deposit: '500.00' });
    const payeeChecking = await anAccount(t, payee.id);
    const euro = await anAccount(t, payee.id, { currency: 'EUR', deposit: '80.00' });
    await t.app.get(CommandBus).execute(new RecordExternalMovement({ accountId: euro.id, direction: 'withdrawal', amount: '30.00', description: 'Card' }));
    const asPayer = await t.signedIn('PAYER');
    const send = (amount: string) => authorizedTransfer(t, asPayer, payer.id, { fromAccountId: checking.id, toAccountNumber: payeeChecking.accountNumber, amount, description: 'Rent' }, 201);
    settledTransferId = (await send('120.00')).body.transaction.id;
    await settle(t);
    heldTransferId = (await send('45.50')).body.transaction.id; // still in clearing
    reconcile = () => t.app.get(JobRunner).run('reconcile-ledger');
  });
  afterAll(() => t.close());

  it('passes with money in flight, checking the internal clearing and external accounts against payments', async () => {
    expect(await reconcile()).toMatch(/ledger reconciles: .* 20 internal accounts checked against 1 source\(s\), 8 invariants hold/);
    const positions = await t.sql<{ account_number: string; balance: string | null; position: string }>(
      `select a.account_number, a.balance, sum(p.amount)::text as position from accounts.accounts a join accounts.postings p on p.account_id = a.id
       where a.user_id is null group by a.id order by a.account_number`);
    expect(positions).toEqual([
      { account_number: 'INT-CLEARING-USD', balance: null, position: '45.50' },
      { account_number: 'INT-EXTERNAL-EUR', balance: null, position: '-50.00' },
      { account_number: 'INT-EXTERNAL-USD', balance: null, position: '-500.00' },
    ]);
  });

  it('keeps a balance column for customer accounts only', async () => {
    expect(await t.sql(`select account_number from accounts.accounts where user_id is null and balance is not null`)).toEqual([]);
    await expect(t.sql(`update accounts.accounts set balance = 0 where account_number = 'INT-CLEARING-USD'`)).rejects.toThrow(/accounts_balance_customer_only/);
    await expect(t.sql(`update accounts.accounts set balance = null where user_id is not null`)).rejects.toThrow(/accounts_balance_customer_only/);
  });

  it("fails when an internal account's posting is moved to another internal account, though every journal entry still balances", async () => {
    const [hold] = await t.sql<{ id: string }>(
      `select p.id::text as id from accounts.postings p join accounts.journal_entries j on j.id = p.journal_entry_id where j.transaction_id = $1 and p.amount > 0`, [heldTransferId]);
    const clearing = await internal('INT-CLEARING-USD');
    await t.sql(`update accounts.postings set account_id = $1 where id = $2`, [await internal('INT-FEES-USD'), hold.id]);
    try {
      await expect(reconcile()).rejects.toThrow(/internal accounts whose postings are not what payments: held transfers, deposits and withdrawals report: 1\n.*INT-CLEARING-USD.*"postings":"0.00","reported":"45.50"/);
      await expect(reconcile()).rejects.not.toThrow(/journal entries|currencies/);
    } finally {
      await t.sql(`update accounts.postings set account_id = $1 where id = $2`, [clearing, hold.id]);
    }
    // The same when payments' record changes under the ledger: a settled transfer said to be held again.
    await t.sql(`update payments.transactions set money_state = 'held' where id = $1`, [settledTransferId]);
    try {
      await expect(reconcile()).rejects.toThrow(/INT-CLEARING-USD.*"postings":"45.50","reported":"165.50"/);
    } finally {
      await t.sql(`update payments.transactions set money_state = 'settled' where id = $1`, [settledTransferId]);
    }
    expect(await reconcile()).toMatch(/ledger reconciles/);
  });

  it("fails when an internal account's posting is tampered with", async () => {
    const external = await internal('INT-EXTERNAL-EUR');
    await t.sql(`update accounts.postings set amount = amount - 1 where id = (select min(id) from accounts.postings where account_id = $1)`, [external]);
    try {
      await expect(reconcile()).rejects.toThrow(/INT-EXTERNAL-EUR.*"postings":"-51.00","reported":"-50.00"/);
    } finally {
      await t.sql(`update accounts.postings set amount = amount + 1 where id = (select min(id) from accounts.postings where account_id = $1)`, [external]);
    }
  });

  it("fails when a currency's postings do not sum to zero", async () => {
    const fees = await internal('INT-FEES-EUR');
    const [entry] = await t.sql<{ id: string }>(`insert into accounts.journal_entries (kind, memo) values ('adjustment', 'one-legged') returning id::text as id`);
    await t.sql(`insert into accounts.postings (journal_entry_id, account_id, amount, currency) values ($1, $2, 5.00, 'EUR')`, [entry.id, fees]);
    try {
      await expect(reconcile()).rejects.toThrow(/currencies whose postings do not sum to zero: 1\n.*"id":"EUR","off_by":"5.00"/);
    } finally {
      await t.sql(`delete from accounts.postings where journal_entry_id = $1`, [entry.id]);
      await t.sql(`delete from accounts.journal_entries where id = $1`, [entry.id]);
    }
    expect(await reconcile()).toMatch(/ledger reconciles/);
  });
});
