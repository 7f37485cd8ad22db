import { randomInt } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { Migration20261205000100AuditTargetOwner } from '../../migrations/20261205000100-audit-target-owner.js';
import { itLocally } from '../support/contract-target.js';
import { SEARCH_TOTAL_CAP } from '@bank/contracts/paging';
import {
  connectToDemoBank, CUSTOMER_PASSWORD, newPayer, transactionStatus, transfer, uniqueCardNumber, uniqueName, type Customer, type DemoBank,
} from '../support/demo-bank.js';
import { everyPage } from '../support/paging.js';

describe('the back office lists (keyset paging)', () => {
  let t: DemoBank;
  let admin: TestAgent;
  let adminCustomerId: string;
  /**
   * A word in every name of this run's customers: a search for it finds them and nobody else's.
   * Digits after the q, so none of the searches below ('ada', 'hopper') can match it: a word of
   * random hex letters once held 'ada', and the search for the two Adas found all four.
   */
  const run = `q${Date.now()}${randomInt(10_000)}`;
  const users: Record<string, Customer> = {};

  beforeAll(async () => {
    t = await connectToDemoBank();
    admin = await t.admin();
    adminCustomerId = (await admin.get('/api/user').expect(200)).body.customerId;
    for (const [key, firstName, lastName] of [['LIST001', 'Ada', 'Lovelace'], ['LIST002', 'Grace', 'Hopper'], ['LIST003', 'Alan', 'Turing'], ['LIST004', 'Ada', 'Byron']]) {
      users[key] = await t.newCustomer(key.slice(0, 4), { firstName, lastName: `${lastName} ${run}` });
    }
  });
  afterAll(() => t.close());

  const ids = (...keys: string[]) => keys.map((key) => users[key].customerId);

  it('every list is for administrators only', async () => {
    for (const path of ['/api/admin/users', '/api/admin/accounts', '/api/admin/payments/domestic', '/api/admin/audit']) {
      await t.agent().get(path).expect(401);
      await users.LIST001.agent.get(path).expect(403);
      await admin.get(path).expect(200);
    }
  });

  it('users: newest first, every user once across pages, with their accounts; search by name, email or customer id', async () => {
    const checking = await t.openAccount(users.LIST002, { balance: '12.34' });
    const all = await everyPage(admin, `/api/admin/users?search=${run}`);
    expect(all.map((u) => u.customerId)).toEqual(ids('LIST004', 'LIST003', 'LIST002', 'LIST001'));
    expect(all.find((u) => u.customerId === users.LIST002.customerId).accounts).toEqual([expect.objectContaining({
      id: checking.id, accountNumber: checking.accountNumber, accountType: 'checking', currency: 'USD', balance: '12.34', cardLast4: null, isActive: true,
    })]);
    const first = (await admin.get(`/api/admin/users?search=${run}&limit=2`).expect(200)).body;
    expect(first).toMatchObject({ total: 4, totalCapped: false, nextCursor: expect.any(String) });

    const search = async (term: string) => (await admin.get(`/api/admin/users?search=${encodeURIComponent(term)}`).expect(200)).body.items.map((u: { customerId: string }) => u.customerId);
    const ofThisRun = async (term: string) => (await search(term)).filter((id: string) => Object.values(users).some((u) => u.customerId === id));
    expect(await ofThisRun('ada')).toEqual(ids('LIST004', 'LIST001'));
    expect(await search(`HOPPER ${run.toUpperCase()}`)).toEqual(ids('LIST002'));
    expect(await search(users.LIST003.customerId.toLowerCase())).toEqual(ids('LIST003'));
    expect(await search(users.LIST003.email.replace('.test', ''))).toEqual(ids('LIST003'));
    expect(await search(`lOvElAcE ${run}`)).toEqual(ids('LIST001'));
    expect(await search('100%_')).toEqual([]);
    await admin.get('/api/admin/users?cursor=forged').expect(400);
    await admin.get('/api/admin/users?limit=1000').expect(400);
  });

  it('users: a search counts its matches up to 100, then says 100+', async () => {
    // A name of this test's own (not the run's word, which other tests count on).
    const many = uniqueName('QM').toLowerCase();
    const create = (i: number) => admin.post('/api/admin/users').send({
      customerId: `${many}${i}`.toUpperCase(), email: `${many}${i}@example.test`, password: CUSTOMER_PASSWORD, firstName: 'Many', lastName: `Quartermaine ${many}`,
    }).expect(201);
    const createAll = async (from: number, to: number) => {
      for (let i = from; i <= to; i += 10) await Promise.all(Array.from({ length: Math.min(10, to - i + 1) }, (_, k) => create(i + k)));
    };
    await createAll(1, SEARCH_TOTAL_CAP);
    expect((await admin.get(`/api/admin/users?search=quartermaine ${many}`).expect(200)).body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: false });
    await createAll(SEARCH_TOTAL_CAP + 1, SEARCH_TOTAL_CAP + 1);
    expect((await admin.get(`/api/admin/users?search=quartermaine ${many}`).expect(200)).body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  itLocally('users: the list without a search counts every user, past 100 too', 'inserts a hundred users in SQL and counts every user of the bank', async () => {
    const local = t.local!;
    const everyone = (await admin.get('/api/admin/users').expect(200)).body.total;
    await local.sql(`insert into identity.users (id, customer_id, email, password, first_name, last_name)
      select gen_random_uuid(), 'MANY' || i, 'many' || i || '@example.test', 'not a hash', 'Many', 'Quartermaine' from generate_series(1, $1::int) i`, [SEARCH_TOTAL_CAP + 1]);
    expect((await admin.get('/api/admin/users').expect(200)).body).toMatchObject({ total: everyone + SEARCH_TOTAL_CAP + 1, totalCapped: false });
    await local.sql(`update identity.users set deleted_at = now() where customer_id like 'MANY%'`);
  });

  it('users: each account shows its card\'s last 4 digits', async () => {
    const account = await t.openAccount(users.LIST001);
    const cardId = (await users.LIST001.agent.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id;
    const approved = (await admin.post(`/api/admin/card-applications/${cardId}/process`).send({ approve: true }).expect(200)).body;
    const [card] = (await users.LIST001.agent.get(`/api/debit-cards/account/${account.id}`).expect(200)).body;
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(approved.last4 ?? card.last4).toBe(card.last4);
    const listed = (await admin.get(`/api/admin/users?search=${users.LIST001.customerId}`).expect(200)).body.items[0].accounts.find((a: { id: string }) => a.id === account.id);
    expect(listed.cardLast4).toBe(card.last4);
  });

  it('users: a deleted user is left out', async () => {
    const gone = await t.newCustomer('LIST', { lastName: `Gone ${run}` });
    await admin.delete(`/api/admin/users/${gone.id}`).expect(200);
    expect((await everyPage(admin, `/api/admin/users?search=${run}`)).map((u) => u.customerId)).not.toContain(gone.customerId);
    expect((await admin.get(`/api/admin/users?search=${gone.customerId}`).expect(200)).body.items).toEqual([]);
  });

  it('accounts: open ones only, newest first, searched by number, customer id or name', async () => {
    const a = await t.openAccount(users.LIST003);
    const b = await t.openAccount(users.LIST004, { type: 'savings' });
    const closed = await t.openAccount(users.LIST004);
    await admin.delete(`/api/admin/accounts/${closed.id}`).expect(200);
    const all = await everyPage(admin, `/api/admin/accounts?search=${run}`);
    expect(all.map((x) => x.id)).not.toContain(closed.id);
    expect(all.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(all[0]).toMatchObject({ customerId: users.LIST004.customerId, customerName: `Ada Byron ${run}`, accountType: 'savings', balance: '0.00' });
    const search = async (term: string) => (await admin.get(`/api/admin/accounts?search=${term}`).expect(200)).body.items.map((x: { id: string }) => x.id);
    expect(await search(a.accountNumber)).toEqual([a.id]);
    expect(await search(a.accountNumber.slice(0, 7))).toContain(a.id);
    expect(await search(`turing ${run}`)).toEqual([a.id]);
    expect(await search(users.LIST004.customerId)).toEqual([b.id]);
  });

  itLocally('accounts: a number search lists every match once, in number order, with a cursor of its own', 'counts every open account of the bank in SQL', async () => {
    for (let i = 0; i < 5; i++) await t.openAccount(users.LIST002);
    const [{ open }] = await t.local!.sql<{ open: string }>(`select count(*)::text as open from accounts.accounts where user_id is not null and closed_at is null`);
    const byNumber = await everyPage(admin, '/api/admin/accounts?search=80');
    const numbers = byNumber.map((x) => x.accountNumber);
    expect(numbers).toHaveLength(Number(open));
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
    const first = (await admin.get('/api/admin/accounts?search=80&limit=2').expect(200)).body;
    expect(first.total).toBe(Number(open));
  });

  it('accounts: a cursor names a position in one order only', async () => {
    const first = (await admin.get('/api/admin/accounts?search=80&limit=2').expect(200)).body;
    // A newest-first cursor is no number-order position, and the other way round.
    const newest = (await admin.get('/api/admin/accounts?limit=2').expect(200)).body;
    await admin.get(`/api/admin/accounts?search=80&cursor=${encodeURIComponent(newest.nextCursor)}`).expect(400);
    await admin.get(`/api/admin/accounts?cursor=${encodeURIComponent(first.nextCursor)}`).expect(400);
  });

  it('domestic payments: filtered by status, searched by code, account or customer, with the customer name', async () => {
    const payer = await newPayer(t, 'LIST', { firstName: 'Ada', lastName: `Lovelace ${run}` });
    const from = await t.openAccount(payer, { balance: '100.00' });
    const to = await t.openAccount(users.LIST002);
    const sent = [];
    for (const amount of ['1.00', '2.00', '3.00']) {
      sent.push((await transfer(payer, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: `Pay ${amount}` }, 201)).body.transaction);
    }
    // The settlement job completes them in the background; then the status filter sees all three.
    for (const { id } of sent) await transactionStatus(payer.agent, id, 'completed');
    const all = await everyPage(admin, `/api/admin/payments/domestic?search=${payer.customerId}`);
    expect(all.map((p) => p.id)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    expect(all[0]).toMatchObject({ customerName: `Ada Lovelace ${run}`, amount: '3.00', currency: 'USD', status: 'completed', fromAccountNumber: from.accountNumber });
    const found = async (query: string) => (await admin.get(`/api/admin/payments/domestic?${query}`).expect(200)).body.items.map((p: { id: string }) => p.id);
    expect(await found(`search=${payer.customerId}&status=completed`)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    expect(await found(`search=${payer.customerId}&status=processing`)).toEqual([]);
    expect(await found(`search=${sent[1].transactionCode}`)).toEqual([sent[1].id]);
    expect(await found(`search=${to.accountNumber}`)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    await admin.get('/api/admin/payments/domestic?status=done').expect(400);
  });

  it('audit: newest first, filtered by action, target and period, with before and after', async () => {
    const target = users.LIST003.id;
    await admin.patch(`/api/admin/users/${target}/status`).send({ isActive: false }).expect(200);
    await admin.patch(`/api/admin/users/${target}/status`).send({ isActive: true }).expect(200);
    const entries = await everyPage(admin, `/api/admin/audit?targetId=${target}&action=user.status`);
    expect(entries.map((e) => [e.before.isActive, e.after.isActive])).toEqual([[false, true], [true, false]]);
    expect(entries[0]).toMatchObject({ actorCustomerId: adminCustomerId, targetType: 'user', targetId: target, action: 'user.status' });
    const page = (await admin.get('/api/admin/audit?limit=10').expect(200)).body.items;
    expect(page.length).toBeGreaterThanOrEqual(entries.length);
    expect((await admin.get(`/api/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`).expect(200)).body.items).toEqual([]);
    await admin.get('/api/admin/audit?action=nope').expect(400);
  });

  it("audit: each user or account target named by its customer (and number), searchable by the customer's id", async () => {
    const byron = users.LIST004;
    const savings = await admin.post('/api/admin/accounts').send({ userId: byron.id, accountType: 'savings', currency: 'USD', initialBalance: '0.00' }).expect(201);
    const { id: accountId, accountNumber } = savings.body.account as { id: string; accountNumber: string };
    await admin.patch(`/api/admin/users/${byron.id}/status`).send({ isActive: false }).expect(200);
    await admin.patch(`/api/admin/users/${users.LIST001.id}/status`).send({ isActive: false }).expect(200);

    // Newest first: the last two actions on Byron, then what this suite arranged for her before.
    const ofByron = await everyPage(admin, `/api/admin/audit?customerId=${byron.customerId.toLowerCase()}`);
    expect(ofByron.slice(0, 2).map((e) => [e.action, e.targetId])).toEqual([['user.status', byron.id], ['account.create', accountId]]);
    expect(ofByron.at(-1)).toMatchObject({ action: 'user.create', targetId: byron.id });
    expect(ofByron.every((e) => e.targetCustomer?.customerId === byron.customerId)).toBe(true);
    expect(ofByron[0]).toMatchObject({ targetCustomer: { customerId: byron.customerId, name: `Ada Byron ${run}` }, targetAccountNumber: null });
    expect(ofByron[1]).toMatchObject({ targetCustomer: { customerId: byron.customerId, name: `Ada Byron ${run}` }, targetAccountNumber: accountNumber });
    expect((await everyPage(admin, `/api/admin/audit?customerId=${uniqueName('NOSUCH')}`))).toEqual([]);

    const banks = ((await admin.get('/api/admin/audit?limit=100').expect(200)).body.items as { targetType: string }[]).filter((e) => e.targetType === 'setting' || e.targetType === 'exchange-rate');
    for (const entry of banks) expect(entry).toMatchObject({ targetCustomer: null, targetAccountNumber: null });
    await admin.patch(`/api/admin/users/${byron.id}/status`).send({ isActive: true }).expect(200);
    await admin.patch(`/api/admin/users/${users.LIST001.id}/status`).send({ isActive: true }).expect(200);
  });

  /** Staff act on a new customer's payment (a held one, completed) and card (registered, then disabled). */
  async function staffActOnNewCustomer() {
    const payer = await newPayer(t, 'LIST', { firstName: 'Grace', lastName: `Murray ${run}` });
    const from = await t.openAccount(payer, { balance: '6000.00' });
    const savings = await t.openAccount(payer, { type: 'savings' });
    // Above the review threshold: the settlement job leaves it to staff.
    const held = (await transfer(payer, { fromAccountId: from.id, toAccountNumber: savings.accountNumber, amount: '5030.00', description: 'Rent' }, 201)).body.transaction;
    await admin.patch(`/api/admin/payments/domestic/${held.id}/status`).send({ status: 'completed' }).expect(200);
    const card = (await admin.post('/api/admin/debit-cards').send({
      accountId: from.id, cardNumber: uniqueCardNumber(), cardHolderName: 'Grace Murray', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 3), cvv: '123',
    }).expect(201)).body;
    await admin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: false }).expect(200);
    return { payer, held, card };
  }

  it("audit: a customer's cards and payments are theirs too: named by the customer and found by the customer's id", async () => {
    const { payer, held, card } = await staffActOnNewCustomer();

    const ofPayer = await everyPage(admin, `/api/admin/audit?customerId=${payer.customerId}`);
    expect(ofPayer.slice(0, 3).map((e) => [e.action, e.targetId])).toEqual([['card.status', card.id], ['card.create', card.id], ['payment.status', held.id]]);
    for (const entry of ofPayer) expect(entry.targetCustomer).toEqual({ customerId: payer.customerId, name: `Grace Murray ${run}` });
    // Another customer's trail has none of them.
    const ofOther = await everyPage(admin, `/api/admin/audit?customerId=${users.LIST002.customerId}`);
    expect(ofOther.filter((e) => e.targetId === card.id || e.targetId === held.id)).toEqual([]);
  });

  itLocally('audit: the migration that added the owners gives the entries written before it the owners the app writes', 'drops and adds back a column of the audit log', async () => {
    const owners = () => t.local!.ownerSql<{ id: string; target_type: string; target_owner_id: string | null }>(
      `select id::text, target_type, target_owner_id from admin.audit_log order by id`);
    await staffActOnNewCustomer();
    const written = await owners();
    expect(new Set(written.filter((e) => e.target_owner_id !== null).map((e) => e.target_type))).toEqual(new Set(['user', 'account', 'payment', 'card']));
    // The log as it was before the migration, then the migration's statements, in one transaction as the owner.
    await t.local!.ownerSql('alter table admin.audit_log drop column target_owner_id');
    const migration = new Migration20261205000100AuditTargetOwner(undefined as never, undefined as never);
    migration.up();
    await t.local!.ownerSql(`begin; ${migration.getQueries().join(';\n')}; commit`);
    expect(await owners()).toEqual(written);
  });
});
