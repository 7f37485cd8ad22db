import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { Audited } from '../../src/modules/admin/application/audited.js';
import { RecordAuditEntry } from '../../src/modules/admin/public/audit.commands.js';
import { ReconcileLedgerJob } from '../../src/modules/accounts/application/jobs/reconcile-ledger.job.js';
import { SetUserActive } from '../../src/modules/identity/public/admin-user.commands.js';
import { ApplyForCard, ProcessCardApplication } from '../../src/modules/cards/public/cards.api.js';
import { anAccount, authorizedTransfer, balanceOf, settle } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

describe('every back-office route is for administrators only', () => {
  let t: DemoBank;
  let admin: TestAgent;
  let customer: TestAgent;
  beforeAll(async () => {
    t = await connectToDemoBank();
    admin = await t.admin();
    customer = (await t.newCustomer('PLAIN')).agent;
  });
  afterAll(() => t.close());

  const ID = '00000000-0000-0000-0000-000000000000';
  const routes: [string, string][] = [
    ['get', '/api/admin/stats'], ['post', '/api/admin/users'], ['patch', `/api/admin/users/${ID}/status`],
    ['patch', `/api/admin/users/${ID}/restrictions`], ['patch', `/api/admin/users/${ID}/password`], ['delete', `/api/admin/users/${ID}`],
    ['get', `/api/admin/user/${ID}/security-status`], ['delete', `/api/admin/user/${ID}/security-questions`], ['delete', `/api/admin/user/${ID}/signature`],
    ['post', '/api/admin/accounts'], ['patch', `/api/admin/accounts/${ID}/balance`], ['patch', `/api/admin/accounts/${ID}/currency`],
    ['delete', `/api/admin/accounts/${ID}`], ['patch', `/api/admin/payments/domestic/${ID}/status`],
  ];
  it.each(routes)('%s %s: 401 signed out, 403 for a customer', async (method, path) => {
    expect((await (t.agent() as any)[method](path).send({})).status).toBe(401);
    expect((await (customer as any)[method](path).send({})).status).toBe(403);
    expect((await (admin as any)[method](path).send({})).status).not.toBe(403);
  });
});

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const QUESTIONS = {
  question1: 'What was the name of your first pet?', answer1: 'Rex',
  question2: 'In what city were you born?', answer2: 'Lisbon',
  question3: 'What was the make of your first car?', answer3: 'Volkswagen',
};

describeWithDatabase('the back office API', 'it arranges balances, restrictions and audit rows in its own database', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminId: string;
  let customers = 0;

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await t.createUser('ADMIN900', { role: 'admin' })).id;
    await t.createUser('PLAIN1');
    admin = await t.signedIn('ADMIN900');
  });
  afterAll(() => t.close());

  const reconcile = () => t.app.get(ReconcileLedgerJob).run();
  async function aCustomer() {
    const customerId = `ADM${++customers}`;
    const user = await t.createUser(customerId);
    return { ...user, agent: await t.signedIn(customerId) };
  }
  const auditOf = (targetId: string) => t.sql<{ action: string; actor_id: string; before: any; after: any; reason: string | null }>(
    `select action, actor_id, before, after, reason from admin.audit_log where target_id = $1 order by id`, [targetId]);

  describe('the audit trail', () => {
    it('an action and its audit entry commit together, with who, what, before, after and why', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: false, transactionRestricted: true, reason: 'KYC review' }).expect(200);
      const [entry] = await auditOf(c.id);
      expect(entry).toMatchObject({ action: 'user.restrictions', actor_id: adminId, reason: 'KYC review' });
      expect(entry.before).toMatchObject({ transactionRestricted: false, restrictionReason: null });
      expect(entry.after).toMatchObject({ transactionRestricted: true, restrictionReason: 'KYC review' });
    });

    it('when the audit entry cannot be written, the action rolls back too', async () => {
      const c = await aCustomer();
      const broken = { id: 'not-a-uuid', customerId: 'ADMIN900' };
      let changed = false;
      await expect(t.app.get(Audited).run({ actor: broken, action: 'user.status', target: { type: 'user', id: c.id } }, async () => {
        const change = await t.app.get(CommandBus).execute(new SetUserActive(c.id, false));
        changed = !change.after.isActive;
        return { ...change, result: undefined };
      })).rejects.toThrow(/uuid/);
      expect(changed).toBe(true);
      expect((await t.sql<{ is_active: boolean }>(`select is_active from identity.users where id = $1`, [c.id]))[0].is_active).toBe(true);
      expect(await auditOf(c.id)).toEqual([]);
    });

    it('a refused action leaves no audit entry', async () => {
      const c = await aCustomer();
      const account = await anAccount(t, c.id, { deposit: '5.00' });
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(409);
      expect(await auditOf(account.id)).toEqual([]);
    });

    it('is append-only: the app role may not update or delete, the trigger refuses even the owner; outside a transaction the command refuses', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: false }).expect(200);
      await expect(t.sql(`update admin.audit_log set reason = 'rewritten' where target_id = $1`, [c.id])).rejects.toThrow(/permission denied/);
      await expect(t.sql(`delete from admin.audit_log where target_id = $1`, [c.id])).rejects.toThrow(/permission denied/);
      await expect(t.ownerSql(`update admin.audit_log set reason = 'rewritten' where target_id = $1`, [c.id])).rejects.toThrow(/append-only/);
      await expect(t.ownerSql(`delete from admin.audit_log where target_id = $1`, [c.id])).rejects.toThrow(/append-only/);
      await expect(t.app.get(CommandBus).execute(new RecordAuditEntry({
        actor: { id: adminId, customerId: 'ADMIN900' }, action: 'user.status', target: { type: 'user', id: c.id }, before: null, after: null,
      }))).rejects.toThrow(/inside the transaction/);
      expect(await auditOf(c.id)).toHaveLength(1);
    });
  });

  describe('users', () => {
    const newUser = (customerId: string, email = `${customerId.toLowerCase()}@bank.test`) =>
      ({ customerId, email, password: 'Welcome-2026', firstName: 'Nora', lastName: 'New' });

    it('creates a user who can sign in; the audit has no password', async () => {
      const res = await admin.post('/api/admin/users').send(newUser('NEW100')).expect(201);
      expect(res.body).toMatchObject({ message: 'User Created', user: { customerId: 'NEW100', isActive: true, role: 'user' } });
      await t.agent().post('/api/login').send({ customerId: 'NEW100', password: 'Welcome-2026' }).expect(200);
      const [entry] = await auditOf(res.body.user.id);
      expect(entry.action).toBe('user.create');
      expect(JSON.stringify(entry)).not.toContain('Welcome-2026');
    });

    it('answers the specification\'s messages for bad input', async () => {
      const cases: [object, string][] = [
        [{ ...newUser('NEW101'), customerId: '' }, 'Customer ID is required'],
        [{ ...newUser('NEW101'), email: 'nope' }, 'Invalid email address'],
        [{ ...newUser('NEW101'), password: 'short' }, 'Password must be at least 8 characters'],
        [{ ...newUser('NEW101'), firstName: ' ' }, 'First name is required'],
        [{ ...newUser('NEW101'), lastName: undefined }, 'Last name is required'],
      ];
      for (const [body, message] of cases) expect((await admin.post('/api/admin/users').send(body).expect(400)).body.message).toBe(message);
    });

    it('a duplicate customer id or email is 409, also when the duplicates race (never 500)', async () => {
      await admin.post('/api/admin/users').send(newUser('NEW102')).expect(201);
      expect((await admin.post('/api/admin/users').send(newUser('NEW102', 'other@bank.test')).expect(409)).body.code).toBe('IDENTITY.CUSTOMER_ID_TAKEN');
      expect((await admin.post('/api/admin/users').send(newUser('NEW103', 'NEW102@BANK.TEST')).expect(409)).body.code).toBe('IDENTITY.EMAIL_TAKEN');

      const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post('/api/admin/users').send(newUser('NEW104', `race${i}@bank.test`))));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const sameEmail = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post('/api/admin/users').send(newUser(`NEW11${i}`, 'same@bank.test'))));
      expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    });

    it('deactivating ends the user\'s sessions and sign-in; an administrator cannot do it to themselves', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: false }).expect(200);
      await c.agent.get('/api/user').expect(401);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: TEST_PASSWORD }).expect(403);
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: true }).expect(200);
      await t.signedIn(c.customerId);
      expect((await admin.patch(`/api/admin/users/${adminId}/status`).send({ isActive: false }).expect(400)).body.code).toBe('ADMIN.NOT_ON_YOURSELF');
      await admin.patch(`/api/admin/users/${adminId}/restrictions`).send({ loginRestricted: true, transactionRestricted: false }).expect(400);
      await admin.delete(`/api/admin/users/${adminId}`).expect(400);
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: 'yes' }).expect(400);
      await admin.patch('/api/admin/users/00000000-0000-0000-0000-000000000000/status').send({ isActive: false }).expect(404);
      await admin.patch('/api/admin/users/not-an-id/status').send({ isActive: false }).expect(404);
    });

    it('restricting transactions refuses the customer\'s transfer with the reason; restricting login ends sessions', async () => {
      const c = await aCustomer();
      const from = await anAccount(t, c.id, { deposit: '50.00' });
      const to = await anAccount(t, (await t.createUser('PAYEE1')).id);
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: false, transactionRestricted: true, reason: 'Fraud check' }).expect(200);
      const refused = await authorizedTransfer(t, c.agent, c.id, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '5.00', description: 'x' }, 403);
      expect(refused.body.message).toBe('Transactions are restricted on this profile: Fraud check');
      // The step-up says so first, before asking for a set-up or an answer that could not help.
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(403)).body.message).toBe('Transactions are restricted on this profile: Fraud check');
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: true, transactionRestricted: false, reason: 'Locked' }).expect(200);
      await c.agent.get('/api/user').expect(401);
      expect((await t.agent().post('/api/login').send({ customerId: c.customerId, password: TEST_PASSWORD }).expect(403)).body.message).toContain('Locked');
    });

    it('a password reset ends the sessions, notifies the user and follows the password rules', async () => {
      const c = await aCustomer();
      expect((await admin.patch(`/api/admin/users/${c.id}/password`).send({ newPassword: 'short' }).expect(400)).body.message).toBe('Password must be at least 8 characters long');
      await admin.patch(`/api/admin/users/${c.id}/password`).send({ newPassword: 'Brand-New-Pass-1' }).expect(200);
      await c.agent.get('/api/user').expect(401);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: TEST_PASSWORD }).expect(401);
      await t.signedIn(c.customerId, 'Brand-New-Pass-1');
      await t.dispatchOutbox();
      expect(await t.sql(`select title from notifications.notifications where user_id = $1 and title ilike '%password%'`, [c.id])).not.toEqual([]);
      const [entry] = await auditOf(c.id);
      expect(entry.action).toBe('user.password-reset');
      expect(JSON.stringify(entry)).not.toContain('Brand-New-Pass-1');
    });

    it('resetting questions or signature makes the step-up ask for set-up again', async () => {
      const c = await aCustomer();
      await c.agent.post('/api/auth/security-questions').send(QUESTIONS).expect(201);
      await c.agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      await c.agent.post('/api/auth/step-up/challenge').expect(201);
      expect((await admin.get(`/api/admin/user/${c.id}/security-status`).expect(200)).body).toEqual({ hasSecurityQuestions: true, hasSignature: true });

      await admin.delete(`/api/admin/user/${c.id}/signature`).expect(200);
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(400)).body).toEqual({
        message: 'Signature not configured. Please set up your signature first.', code: 'IDENTITY.SIGNATURE_NOT_CONFIGURED',
      });
      await c.agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
      await admin.delete(`/api/admin/user/${c.id}/security-questions`).expect(200);
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(400)).body.code).toBe('IDENTITY.SECURITY_QUESTIONS_NOT_CONFIGURED');
      expect((await admin.get(`/api/admin/user/${c.id}/security-status`).expect(200)).body).toEqual({ hasSecurityQuestions: false, hasSignature: true });
      expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['user.signature-reset', 'user.security-questions-reset']);
      await admin.get('/api/admin/user/00000000-0000-0000-0000-000000000000/security-status').expect(404);
    });

    it('deleting a user closes all accounts or none, ends sessions, and keeps the customer id taken', async () => {
      const c = await aCustomer();
      const empty = await anAccount(t, c.id);
      const funded = await anAccount(t, c.id, { type: 'savings', deposit: '1.00' });
      expect((await admin.delete(`/api/admin/users/${c.id}`).expect(409)).body.code).toBe('ADMIN.USER_HAS_BALANCE');
      expect((await c.agent.get('/api/accounts').expect(200)).body).toHaveLength(2);

      await admin.patch(`/api/admin/accounts/${funded.id}/balance`).send({ newBalance: '0', reason: 'Paid out in cash' }).expect(200);
      await admin.delete(`/api/admin/users/${c.id}`).expect(200);
      await c.agent.get('/api/user').expect(401);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: TEST_PASSWORD }).expect(403);
      const closed = await t.sql<{ closed: boolean }>(`select closed_at is not null as closed from accounts.accounts where id = any($1::uuid[])`, [[empty.id, funded.id]]);
      expect(closed).toEqual([{ closed: true }, { closed: true }]);
      await admin.post('/api/admin/users').send({ customerId: c.customerId, email: 'fresh@bank.test', password: 'Welcome-2026', firstName: 'A', lastName: 'B' }).expect(409);
      await admin.delete(`/api/admin/users/${c.id}`).expect(404);
      await reconcile();
    });
  });

  describe('accounts', () => {
    it('creates an account with an opening balance through the ledger; credit accounts take a limit', async () => {
      const c = await aCustomer();
      const res = await admin.post('/api/admin/accounts').send({ userId: c.id, accountType: 'savings', currency: 'EUR', initialBalance: '250.50' }).expect(201);
      expect(res.body.account).toMatchObject({ accountType: 'savings', currency: 'EUR', balance: '250.50', isActive: true });
      const credit = await admin.post('/api/admin/accounts').send({ userId: c.id, accountType: 'credit', creditLimit: 1000 }).expect(201);
      expect(credit.body.account).toMatchObject({ accountType: 'credit', currency: 'USD', balance: '0.00', creditLimit: '1000.00' });
      expect((await c.agent.get('/api/accounts').expect(200)).body).toHaveLength(2);
      expect(await t.sql(`select amount::text as amount from payments.transactions where to_account_id = $1 and type = 'deposit' and description = 'Opening balance'`, [res.body.account.id]))
        .toEqual([{ amount: '250.50' }]);
      expect((await admin.post('/api/admin/accounts').send({ userId: '' }).expect(400)).body.message).toBe('Please select a customer');
      expect((await admin.post('/api/admin/accounts').send({ userId: '00000000-0000-0000-0000-000000000000' }).expect(400)).body.message).toBe('Please select a customer');
      await admin.post('/api/admin/accounts').send({ userId: c.id, initialBalance: '1.005' }).expect(400);
      await admin.post('/api/admin/accounts').send({ userId: c.id, initialBalance: -3 }).expect(400);
      await admin.post('/api/admin/accounts').send({ userId: c.id, accountType: 'credit' }).expect(400);
      expect((await auditOf(res.body.account.id))[0]).toMatchObject({ action: 'account.create', after: { balance: '250.50' } });
      await reconcile();
    });

    it('adjusts a balance with one journal entry against the adjustments account, within the rules', async () => {
      const c = await aCustomer();
      const checking = await anAccount(t, c.id, { deposit: '100.00' });
      const credit = await anAccount(t, c.id, { type: 'credit', creditLimit: '500.00' });
      const res = await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: 175.25, reason: 'Branch deposit' }).expect(200);
      expect(res.body.account.balance).toBe('175.25');
      const [entry] = await t.sql<{ kind: string; memo: string; legs: string[] }>(
        `select j.kind, j.memo, array_agg(a.account_number || ' ' || p.amount::text order by p.amount) as legs
         from accounts.journal_entries j join accounts.postings p on p.journal_entry_id = j.id join accounts.accounts a on a.id = p.account_id
         where j.kind = 'adjustment' and j.id in (select journal_entry_id from accounts.postings where account_id = $1) group by j.id`, [checking.id]);
      expect(entry).toEqual({ kind: 'adjustment', memo: 'Balance adjustment: Branch deposit', legs: ['INT-ADJUSTMENTS-USD -75.25', `${checking.accountNumber} 75.25`] });
      expect((await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '-0.01', reason: 'x' }).expect(400)).body.message)
        .toBe('A checking or savings balance cannot be negative');
      await admin.patch(`/api/admin/accounts/${credit.id}/balance`).send({ newBalance: '-500.00', reason: 'Card debt moved' }).expect(200);
      expect((await admin.patch(`/api/admin/accounts/${credit.id}/balance`).send({ newBalance: '-500.01', reason: 'x' }).expect(400)).body.message)
        .toBe('The balance cannot go past the credit limit');
      expect((await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '10', reason: ' ' }).expect(400)).body.message).toBe('A reason is required');
      await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '1.234', reason: 'x' }).expect(400);
      await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: 'abc', reason: 'x' }).expect(400);
      await admin.patch('/api/admin/accounts/00000000-0000-0000-0000-000000000000/balance').send({ newBalance: '1', reason: 'x' }).expect(404);
      expect((await c.agent.get('/api/accounts').expect(200)).body.find((a: { id: string }) => a.id === checking.id).balance).toBe('175.25');
      expect((await auditOf(checking.id))[0]).toMatchObject({ action: 'account.balance', reason: 'Branch deposit', before: { balance: '100.00' }, after: { balance: '175.25' } });
      await t.dispatchOutbox();
      expect(await t.sql(`select message from notifications.notifications where user_id = $1 and title = 'Balance adjusted by the bank'`, [c.id]))
        .toContainEqual({ message: `The bank set the balance of account ${checking.accountNumber} from $100.00 to $175.25.` });
      await reconcile();
    });

    it('concurrent adjustments and customer transfers lose and create nothing', async () => {
      const c = await aCustomer();
      const payer = await anAccount(t, c.id, { deposit: '1000.00' });
      const payee = await anAccount(t, (await t.createUser('PAYEE2')).id);
      const targets = ['900.00', '950.00', '990.00', '1000.00', '1200.00', '800.00', '700.00', '1100.00'];
      const transfers = Array.from({ length: 8 }, (_, i) => authorizedTransfer(t, c.agent, c.id,
        { fromAccountId: payer.id, toAccountNumber: payee.accountNumber, amount: '10.00', description: `Race ${i}` }, 201));
      const adjustments = targets.map((newBalance) => admin.patch(`/api/admin/accounts/${payer.id}/balance`).send({ newBalance, reason: 'race' }));
      const responses = await Promise.all([...adjustments, ...transfers]);
      expect(responses.filter((r) => r.status >= 500)).toEqual([]);
      await settle(t);
      await reconcile();
      expect(await balanceOf(t, payee.id)).toBe('80.00');
      // Nothing lost or created: what the two accounts hold now is what the payer had plus what
      // the adjustments added, and every adjustment's 'after' was the balance it found plus its posting.
      const [{ adjusted }] = await t.sql<{ adjusted: string }>(
        `select coalesce(sum(p.amount), 0)::text as adjusted from accounts.postings p join accounts.journal_entries j on j.id = p.journal_entry_id
         where p.account_id = $1 and j.kind = 'adjustment'`, [payer.id]);
      expect(Number(await balanceOf(t, payer.id)) + Number(await balanceOf(t, payee.id))).toBeCloseTo(1000 + Number(adjusted), 2);
      const audits = await t.sql<{ before: { balance: string }; after: { balance: string } }>(`select before, after from admin.audit_log where target_id = $1`, [payer.id]);
      expect(audits.map((a) => a.after.balance).sort()).toEqual([...targets].sort());
    });

    it('a currency change moves the balance out first, leaves 0.00 in the new currency, and waits for transfers in flight', async () => {
      const c = await aCustomer();
      const account = await anAccount(t, c.id, { deposit: '60.00' });
      const payee = await anAccount(t, (await t.createUser('PAYEE3')).id);
      await authorizedTransfer(t, c.agent, c.id, { fromAccountId: account.id, toAccountNumber: payee.accountNumber, amount: '10.00', description: 'x' }, 201);
      expect((await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'EUR', reason: 'Moved to Lisbon' }).expect(409)).body.code).toBe('ADMIN.TRANSFER_IN_FLIGHT');
      expect((await admin.delete(`/api/admin/accounts/${payee.id}`).expect(409)).body.code).toBe('ADMIN.TRANSFER_IN_FLIGHT');
      await settle(t);
      await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'XYZ' }).expect(400);
      const res = await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'EUR', reason: 'Moved to Lisbon' }).expect(200);
      expect(res.body.account).toMatchObject({ currency: 'EUR', balance: '0.00' });
      const [moved] = await t.sql<{ amount: string; currency: string }>(
        `select p.amount::text as amount, p.currency from accounts.postings p join accounts.journal_entries j on j.id = p.journal_entry_id where p.account_id = $1 and j.kind = 'adjustment'`, [account.id]);
      expect(moved).toEqual({ amount: '-50.00', currency: 'USD' });
      expect((await auditOf(account.id))[0]).toMatchObject({ action: 'account.currency', before: { currency: 'USD', balance: '50.00' }, after: { currency: 'EUR', balance: '0.00' } });
      await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'EUR' }).expect(400);
      await reconcile();
    });

    it('deleting an account closes it: 409 while it holds money; then hidden from the customer, never erased', async () => {
      const c = await aCustomer();
      const account = await anAccount(t, c.id, { deposit: '5.00' });
      expect((await admin.delete(`/api/admin/accounts/${account.id}`).expect(409)).body.code).toBe('ACCOUNTS.ACCOUNT_HAS_BALANCE');
      const bus = t.app.get(CommandBus);
      const cardId = await bus.execute<ApplyForCard, string>(new ApplyForCard(c.id, { accountId: account.id }));
      await bus.execute(new ProcessCardApplication(cardId, { approve: true }, null));
      await admin.patch(`/api/admin/accounts/${account.id}/balance`).send({ newBalance: '0.00', reason: 'Closing' }).expect(200);
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(200);
      await t.dispatchOutbox();
      expect(await t.sql(`select status, is_active from cards.debit_cards where id = $1`, [cardId])).toEqual([{ status: 'cancelled', is_active: false }]);
      expect((await c.agent.get('/api/accounts').expect(200)).body).toEqual([]);
      expect(await t.sql(`select account_number from accounts.accounts where id = $1 and closed_at is not null and is_active = 'false'`, [account.id])).toHaveLength(1);
      expect(Number((await t.sql<{ n: string }>(`select count(*)::text as n from accounts.postings where account_id = $1`, [account.id]))[0].n)).toBe(2);
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(404);
      await admin.patch(`/api/admin/accounts/${account.id}/balance`).send({ newBalance: '1', reason: 'x' }).expect(404);
      const other = await aCustomer();
      const from = await anAccount(t, other.id, { deposit: '5.00' });
      await authorizedTransfer(t, other.agent, other.id, { fromAccountId: from.id, toAccountNumber: account.accountNumber, amount: '1.00', description: 'x' }, 404);
      await reconcile();
    });
  });

  describe('domestic payments', () => {
    it('sets a status with notes: money moves at most once, also when two administrators race', async () => {
      const c = await aCustomer();
      const from = await anAccount(t, c.id, { deposit: '100.00' });
      const to = await anAccount(t, (await t.createUser('PAYEE4')).id);
      const send = async () => (await authorizedTransfer(t, c.agent, c.id, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '30.00', description: 'Rent' }, 201)).body.transaction.id as string;

      const id = await send();
      const res = await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'completed', adminNotes: '  checked  ', creditNote: 'Thanks' }).expect(200);
      expect(res.body.payment).toMatchObject({ status: 'completed', adminNotes: 'checked', creditNote: 'Thanks' });
      expect(await balanceOf(t, to.id)).toBe('30.00');
      expect((await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'failed' }).expect(409)).body.code).toBe('PAYMENTS.STATUS_CONFLICT');
      await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'credited' }).expect(200);
      await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'done' }).expect(400);
      await admin.patch('/api/admin/payments/domestic/00000000-0000-0000-0000-000000000000/status').send({ status: 'failed' }).expect(404);
      expect((await auditOf(id)).map((e) => [e.action, e.before.status, e.after.status])).toEqual([['payment.status', 'processing', 'completed'], ['payment.status', 'completed', 'credited']]);

      const raced = await send();
      const answers = await Promise.all(['completed', 'failed', 'cancelled', 'credited'].map((status) => admin.patch(`/api/admin/payments/domestic/${raced}/status`).send({ status })));
      expect(answers.filter((r) => r.status >= 500)).toEqual([]);
      const delivered = Number(await balanceOf(t, to.id)) - 30;
      const returned = Number(await balanceOf(t, from.id)) - 40;
      expect(delivered + returned).toBe(30); // delivered or returned, exactly once
      await reconcile();
    });
  });

  it('stats: customers, open accounts, their balance in USD, today\'s transactions', async () => {
    const before = (await admin.get('/api/admin/stats').expect(200)).body;
    const c = await aCustomer();
    await anAccount(t, c.id, { deposit: '100.00' });
    await anAccount(t, c.id, { currency: 'EUR', deposit: '100.00' });
    const after = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalAccounts).toBe(before.totalAccounts + 2);
    expect(Number(after.totalBalance) - Number(before.totalBalance)).toBeCloseTo(100 + 108.5, 2);
    expect(after.todayTransactions).toBe(before.todayTransactions + 2);
    expect(after.totalBalance).toMatch(/^\d+\.\d{2}$/);
  });
});
