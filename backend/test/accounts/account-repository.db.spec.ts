import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ACCOUNT_HOLDER_PROJECTION, ACCOUNT_REPOSITORY } from '../../src/modules/accounts/accounts.tokens.js';
import type { AccountHolderProjection } from '../../src/modules/accounts/application/ports/account-holder-projection.js';
import { Account } from '../../src/modules/accounts/domain/account.js';
import type { AccountRepository } from '../../src/modules/accounts/domain/account.repository.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { anAccount } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The accounts adapters on real PostgreSQL: the row locks money paths rely on, a taken number, the holders' projection. */
describe('the account repository and the holders projection', () => {
  let t: TestApp;
  let accounts: AccountRepository;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = t.app.get(ACCOUNT_REPOSITORY);
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
    other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await other.query(`set lock_timeout = '300ms'`);
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  /** Runs `query` on another connection while `accounts.lock` holds `accountId`; answers what that connection got. */
  async function whileLocked(accountId: string, query: string, params: unknown[]): Promise<'done' | 'waited'> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => { locked = resolve; });
    const holding = inTransaction(async () => {
      expect((await accounts.lock([accountId])).map((a) => a.id)).toEqual([accountId]);
      locked();
      await held;
    });
    await isLocked;
    try {
      await other.query('begin');
      await other.query(query, params);
      return 'done';
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return 'waited'; // lock_timeout
      throw error;
    } finally {
      await other.query('rollback');
      release();
      await holding;
    }
  }

  it("locks FOR NO KEY UPDATE: a transfer's foreign-key check on the row does not wait, another locker does", async () => {
    const user = await t.createUser('REPOLOCK');
    const account = await anAccount(t, user.id);
    // A posting references the account: its foreign-key check takes KEY SHARE, which FOR UPDATE would block.
    const posting = `with entry as (insert into accounts.journal_entries (transaction_id, kind, memo) values (null, 'adjustment', 'probe') returning id)
      insert into accounts.postings (journal_entry_id, account_id, amount, currency) select id, $1, 1.00, 'USD' from entry`;
    expect(await whileLocked(account.id, posting, [account.id])).toBe('done');
    expect(await whileLocked(account.id, `select 1 from accounts.accounts where id = $1 for no key update`, [account.id])).toBe('waited');
  });

  it('locks in id order whatever order it is asked in, and never locks internal accounts', async () => {
    const user = await t.createUser('REPOORDER');
    const ids = [(await anAccount(t, user.id)).id, (await anAccount(t, user.id)).id, (await anAccount(t, user.id)).id];
    const [clearing] = await t.sql<{ id: string }>(`select id from accounts.accounts where internal_purpose = 'clearing' and currency = 'USD'`);
    const locked = await inTransaction(async () => (await accounts.lock([ids[2], clearing.id, ids[0], ids[1], ids[0]])).map((a) => a.id));
    expect(locked).toEqual([...ids].sort());
  });

  it('adds an account only when its number is free, and the transaction goes on after a taken one', async () => {
    const user = await t.createUser('REPONUMBER');
    const existing = await anAccount(t, user.id);
    const open = (accountNumber: string) => Account.open({ id: randomUUID(), userId: user.id, accountNumber, accountType: 'savings', currency: 'USD', creditLimit: null, at: new Date() });
    const fresh = open('80999991');
    const [taken, added] = await inTransaction(async () => [await accounts.addIfNumberFree(open(existing.accountNumber)), await accounts.addIfNumberFree(fresh)]);
    expect([taken, added]).toEqual([false, true]);
    expect(await t.sql(`select account_type, balance::text, is_active from accounts.accounts where id = $1`, [fresh.id]))
      .toEqual([{ account_type: 'savings', balance: '0.00', is_active: 'true' }]);
  });

  it('keeps the newest profile of each holder: a late or repeated event changes nothing', async () => {
    const projection = t.app.get<AccountHolderProjection>(ACCOUNT_HOLDER_PROJECTION);
    const userId = randomUUID();
    const profile = (lastName: string) => ({ userId, customerId: 'HOLDER1', firstName: 'Ada', lastName, email: 'ada@example.test', deleted: false });
    await projection.keep(profile('Lovelace'), '100');
    await projection.keep(profile('Byron'), '102');
    await projection.keep(profile('King'), '101');
    await projection.keep(profile('Byron'), '102');
    expect(await t.sql(`select last_name, source_event_id::text from accounts.account_holders where user_id = $1`, [userId])).toEqual([{ last_name: 'Byron', source_event_id: '102' }]);
  });
});
