import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { ApplyForCard, ProcessCardApplication } from '../../src/modules/cards/public/cards.api.js';
import { anAccount, authorizedTransfer } from '../support/banking.js';
import { cardNumberOf } from '../support/cards.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { SEARCH_TOTAL_CAP } from '@bank/contracts/paging';
import { everyPage } from '../support/paging.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describeWithDatabase('the back office lists (keyset paging)', 'it arranges users, accounts and transfers in its own database', () => {
  let t: TestApp;
  let admin: TestAgent;
  const users: Record<string, { id: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('ADMIN900', { role: 'admin' });
    for (const [customerId, firstName, lastName] of [['LIST001', 'Ada', 'Lovelace'], ['LIST002', 'Grace', 'Hopper'], ['LIST003', 'Alan', 'Turing'], ['LIST004', 'Ada', 'Byron']]) {
      users[customerId] = await t.createUser(customerId, { firstName, lastName });
    }
    admin = await t.signedIn('ADMIN900');
  });
  afterAll(() => t.close());

  it('every list is for administrators only', async () => {
    const customer = await t.signedIn('LIST001');
    for (const path of ['/api/admin/users', '/api/admin/accounts', '/api/admin/payments/domestic', '/api/admin/audit']) {
      await t.agent().get(path).expect(401);
      await customer.get(path).expect(403);
      await admin.get(path).expect(200);
    }
  });

  it('users: newest first, every user once across pages, with their accounts; search by name, email or customer id', async () => {
    const checking = await anAccount(t, users.LIST002.id, { deposit: '12.34' });
    const all = await everyPage(admin, '/api/admin/users');
    expect(all.map((u) => u.customerId)).toEqual(['LIST004', 'LIST003', 'LIST002', 'LIST001', 'ADMIN900']);
    expect(all.find((u) => u.customerId === 'LIST002').accounts).toEqual([expect.objectContaining({
      id: checking.id, accountNumber: checking.accountNumber, accountType: 'checking', currency: 'USD', balance: '12.34', cardLast4: null, isActive: true,
    })]);
    const first = (await admin.get('/api/admin/users?limit=2').expect(200)).body;
    expect(first).toMatchObject({ total: 5, totalCapped: false, nextCursor: expect.any(String) });

    const search = async (term: string) => (await admin.get(`/api/admin/users?search=${encodeURIComponent(term)}`).expect(200)).body.items.map((u: { customerId: string }) => u.customerId);
    expect(await search('ada')).toEqual(['LIST004', 'LIST001']);
    expect(await search('HOPPER')).toEqual(['LIST002']);
    expect(await search('list003')).toEqual(['LIST003']);
    expect(await search('list003@example')).toEqual(['LIST003']);
    expect(await search('list00')).toEqual(['LIST004', 'LIST003', 'LIST002', 'LIST001']);
    expect(await search('lOvElAcE')).toEqual(['LIST001']);
    expect(await search('100%_')).toEqual([]);
    await admin.get('/api/admin/users?cursor=forged').expect(400);
    await admin.get('/api/admin/users?limit=1000').expect(400);
  });

  it('users: a search counts its matches up to 100, then says 100+', async () => {
    const insertNamed = (from: number, to: number) => t.sql(`insert into identity.users (id, customer_id, email, password, first_name, last_name)
      select gen_random_uuid(), 'MANY' || i, 'many' || i || '@example.test', 'not a hash', 'Many', 'Quartermaine' from generate_series($1::int, $2::int) i`, [from, to]);
    await insertNamed(1, SEARCH_TOTAL_CAP);
    expect((await admin.get('/api/admin/users?search=quartermaine').expect(200)).body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: false });
    await insertNamed(SEARCH_TOTAL_CAP + 1, SEARCH_TOTAL_CAP + 1);
    expect((await admin.get('/api/admin/users?search=quartermaine').expect(200)).body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect((await admin.get('/api/admin/users').expect(200)).body).toMatchObject({ total: SEARCH_TOTAL_CAP + 6, totalCapped: false });
    await t.sql(`update identity.users set deleted_at = now() where customer_id like 'MANY%'`);
  });

  it('users: each account shows its card\'s last 4 digits', async () => {
    const account = await anAccount(t, users.LIST001.id);
    const bus = t.app.get(CommandBus);
    const cardId = await bus.execute<ApplyForCard, string>(new ApplyForCard(users.LIST001.id, { accountId: account.id }));
    await bus.execute(new ProcessCardApplication(cardId, { approve: true }, null));
    const number = await cardNumberOf(t, cardId);
    const listed = (await admin.get('/api/admin/users?search=LIST001').expect(200)).body.items[0].accounts.find((a: { id: string }) => a.id === account.id);
    expect(listed.cardLast4).toBe(number.slice(-4));
  });

  it('users: a deleted user is left out', async () => {
    const gone = await t.createUser('LIST099');
    await admin.delete(`/api/admin/users/${gone.id}`).expect(200);
    expect((await everyPage(admin, '/api/admin/users')).map((u) => u.customerId)).not.toContain('LIST099');
  });

  it('accounts: open ones only, newest first, searched by number, customer id or name', async () => {
    const a = await anAccount(t, users.LIST003.id);
    const b = await anAccount(t, users.LIST004.id, { type: 'savings' });
    const closed = await anAccount(t, users.LIST004.id);
    await admin.delete(`/api/admin/accounts/${closed.id}`).expect(200);
    const all = await everyPage(admin, '/api/admin/accounts');
    expect(all.map((x) => x.id)).not.toContain(closed.id);
    expect(all.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(all[0]).toMatchObject({ customerId: 'LIST004', customerName: 'Ada Byron', accountType: 'savings', balance: '0.00' });
    const search = async (term: string) => (await admin.get(`/api/admin/accounts?search=${term}`).expect(200)).body.items.map((x: { id: string }) => x.id);
    expect(await search(a.accountNumber)).toEqual([a.id]);
    expect(await search(a.accountNumber.slice(0, 7))).toContain(a.id);
    expect(await search('turing')).toEqual([a.id]);
    expect(await search('LIST004')).toEqual([b.id]);
  });

  it('accounts: a number search lists every match once, in number order, with a cursor of its own', async () => {
    for (let i = 0; i < 5; i++) await anAccount(t, users.LIST002.id);
    const [{ open }] = await t.sql<{ open: string }>(`select count(*)::text as open from accounts.accounts where user_id is not null and closed_at is null`);
    const byNumber = await everyPage(admin, '/api/admin/accounts?search=80');
    const numbers = byNumber.map((x) => x.accountNumber);
    expect(numbers).toHaveLength(Number(open));
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
    const first = (await admin.get('/api/admin/accounts?search=80&limit=2').expect(200)).body;
    expect(first.total).toBe(Number(open));
    // A cursor names a position in one order only: a newest-first cursor is no number-order position.
    const newest = (await admin.get('/api/admin/accounts?limit=2').expect(200)).body;
    await admin.get(`/api/admin/accounts?search=80&cursor=${encodeURIComponent(newest.nextCursor)}`).expect(400);
    await admin.get(`/api/admin/accounts?cursor=${encodeURIComponent(first.nextCursor)}`).expect(400);
  });

  it('domestic payments: filtered by status, searched by code, account or customer, with the customer name', async () => {
    const payer = await t.signedIn('LIST001');
    const from = await anAccount(t, users.LIST001.id, { deposit: '100.00' });
    const to = await anAccount(t, users.LIST002.id);
    const sent = [];
    for (const amount of ['1.00', '2.00', '3.00']) {
      sent.push((await authorizedTransfer(t, payer, users.LIST001.id, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: `Pay ${amount}` }, 201)).body.transaction);
    }
    await admin.patch(`/api/admin/payments/domestic/${sent[0].id}/status`).send({ status: 'completed' }).expect(200);
    const all = await everyPage(admin, '/api/admin/payments/domestic');
    expect(all.map((p) => p.id)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    expect(all[0]).toMatchObject({ customerName: 'Ada Lovelace', amount: '3.00', currency: 'USD', status: 'processing', fromAccountNumber: from.accountNumber });
    const ids = async (query: string) => (await admin.get(`/api/admin/payments/domestic?${query}`).expect(200)).body.items.map((p: { id: string }) => p.id);
    expect(await ids('status=completed')).toEqual([sent[0].id]);
    expect(await ids(`search=${sent[1].transactionCode}`)).toEqual([sent[1].id]);
    expect(await ids(`search=${to.accountNumber}&status=processing`)).toEqual([sent[2].id, sent[1].id]);
    expect(await ids('search=list001')).toHaveLength(3);
    await admin.get('/api/admin/payments/domestic?status=done').expect(400);
  });

  it('audit: newest first, filtered by action, target and period, with before and after', async () => {
    const target = users.LIST003.id;
    await admin.patch(`/api/admin/users/${target}/status`).send({ isActive: false }).expect(200);
    await admin.patch(`/api/admin/users/${target}/status`).send({ isActive: true }).expect(200);
    const entries = await everyPage(admin, `/api/admin/audit?targetId=${target}&action=user.status`);
    expect(entries.map((e) => [e.before.isActive, e.after.isActive])).toEqual([[false, true], [true, false]]);
    expect(entries[0]).toMatchObject({ actorCustomerId: 'ADMIN900', targetType: 'user', targetId: target, action: 'user.status' });
    const all = await everyPage(admin, '/api/admin/audit');
    expect(all.length).toBeGreaterThanOrEqual(entries.length + 3);
    expect((await admin.get(`/api/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`).expect(200)).body.items).toEqual([]);
    await admin.get('/api/admin/audit?action=nope').expect(400);
  });

  it("audit: each user or account target named by its customer (and number), searchable by the customer's id", async () => {
    const savings = await admin.post('/api/admin/accounts').send({ userId: users.LIST004.id, accountType: 'savings', currency: 'USD', initialBalance: '0.00' }).expect(201);
    const { id: accountId, accountNumber } = savings.body.account as { id: string; accountNumber: string };
    await admin.patch(`/api/admin/users/${users.LIST004.id}/status`).send({ isActive: false }).expect(200);
    await admin.patch(`/api/admin/users/${users.LIST001.id}/status`).send({ isActive: false }).expect(200);

    const ofByron = await everyPage(admin, '/api/admin/audit?customerId=list004');
    expect(ofByron.map((e) => [e.action, e.targetId])).toEqual([['user.status', users.LIST004.id], ['account.create', accountId]]);
    expect(ofByron[0]).toMatchObject({ targetCustomer: { customerId: 'LIST004', name: 'Ada Byron' }, targetAccountNumber: null });
    expect(ofByron[1]).toMatchObject({ targetCustomer: { customerId: 'LIST004', name: 'Ada Byron' }, targetAccountNumber: accountNumber });
    expect((await everyPage(admin, '/api/admin/audit?customerId=NOSUCH1'))).toEqual([]);

    const others = (await everyPage(admin, '/api/admin/audit')).filter((e) => e.targetType !== 'user' && e.targetType !== 'account');
    for (const entry of others) expect(entry).toMatchObject({ targetCustomer: null, targetAccountNumber: null });
    await admin.patch(`/api/admin/users/${users.LIST004.id}/status`).send({ isActive: true }).expect(200);
    await admin.patch(`/api/admin/users/${users.LIST001.id}/status`).send({ isActive: true }).expect(200);
  });
});
