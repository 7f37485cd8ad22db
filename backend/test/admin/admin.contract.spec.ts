import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { Audited } from '../../src/modules/admin/application/audited.js';
import { RecordAuditEntry } from '../../src/modules/admin/public/audit.commands.js';
import { SetUserActive } from '../../src/modules/identity/public/admin-user.commands.js';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import {
  balanceOf, connectToDemoBank, CUSTOMER_PASSWORD, eventually, newPayer, stepUp, transactionStatus, transfer, uniqueName, type DemoBank,
} from '../support/demo-bank.js';

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

describe('the back office API', () => {
  let t: DemoBank;
  let admin: TestAgent;
  let adminId: string;

  beforeAll(async () => {
    t = await connectToDemoBank();
    admin = await t.admin();
    adminId = (await admin.get('/api/user').expect(200)).body.id;
  });
  afterAll(() => t.close());

  const reconcile = () => t.database!.runJob('reconcile-ledger');
  const aCustomer = () => t.newCustomer('ADM');
  /**
   * The audit entries of one target, oldest first, as the back office's audit list shows them;
   * without the creation of the suite's customers and accounts (the administrator makes them) unless asked.
   */
  const auditOf = async (targetId: string, { withCreation = false } = {}) => {
    const items: AuditEntryDto[] = (await admin.get(`/api/admin/audit?targetId=${targetId}&limit=100`).expect(200)).body.items;
    return items.filter((e) => withCreation || !['user.create', 'account.create'].includes(e.action))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((e) => ({ action: e.action, actor_id: e.actorId, before: e.before as any, after: e.after as any, reason: e.reason }));
  };
  /** The titles and messages of a customer's notifications, once one matches (the outbox delivers them in the background). */
  const notificationsOf = (agent: TestAgent, matches: (n: { title: string; message: string }) => boolean) =>
    eventually('the notification', async () => {
      const items: { title: string; message: string }[] = (await agent.get('/api/notifications?limit=100').expect(200)).body.items;
      return items.some(matches) ? items : undefined;
    });

  describe('the audit trail', () => {
    it('an action and its audit entry commit together, with who, what, before, after and why', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: false, transactionRestricted: true, reason: 'KYC review' }).expect(200);
      const [entry] = await auditOf(c.id);
      expect(entry).toMatchObject({ action: 'user.restrictions', actor_id: adminId, reason: 'KYC review' });
      expect(entry.before).toMatchObject({ transactionRestricted: false, restrictionReason: null });
      expect(entry.after).toMatchObject({ transactionRestricted: true, restrictionReason: 'KYC review' });
    });

    itLocally('when the audit entry cannot be written, the action rolls back too', 'runs the audited command in process and reads the users table', async () => {
      const c = await aCustomer();
      const broken = { id: 'not-a-uuid', customerId: 'ADMIN900' };
      let changed = false;
      await expect(t.local!.app.get(Audited).run({ actor: broken, action: 'user.status', target: { type: 'user', id: c.id } }, async () => {
        const change = await t.local!.app.get(CommandBus).execute(new SetUserActive(c.id, false));
        changed = !change.after.isActive;
        return { ...change, result: undefined };
      })).rejects.toThrow(/uuid/);
      expect(changed).toBe(true);
      expect((await t.local!.sql<{ is_active: boolean }>(`select is_active from identity.users where id = $1`, [c.id]))[0].is_active).toBe(true);
      expect(await auditOf(c.id)).toEqual([]);
    });

    it('a refused action leaves no audit entry', async () => {
      const c = await aCustomer();
      const account = await t.openAccount(c, { balance: '5.00' });
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(409);
      expect(await auditOf(account.id)).toEqual([]);
    });

    itLocally('is append-only: the app role may not update or delete; outside a transaction the command refuses', 'writes to the audit table as the app\'s role and runs the command in process', async () => {
      const c = await aCustomer();
      const local = t.local!;
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: false }).expect(200);
      await expect(local.sql(`update admin.audit_log set reason = 'rewritten' where target_id = $1`, [c.id])).rejects.toThrow(/permission denied/);
      await expect(local.sql(`delete from admin.audit_log where target_id = $1`, [c.id])).rejects.toThrow(/permission denied/);
      await expect(local.app.get(CommandBus).execute(new RecordAuditEntry({
        actor: { id: adminId, customerId: 'ADMIN001' }, action: 'user.status', target: { type: 'user', id: c.id }, before: null, after: null,
      }))).rejects.toThrow(/inside the transaction/);
      expect(await auditOf(c.id)).toHaveLength(1);
    });

    itCheckingDatabase('is append-only: the trigger refuses even the owner', 'rewrites and deletes an audit entry of its own customer in SQL, as the database\'s owner', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: false }).expect(200);
      // The server's database as QA reaches it is its owner's; the suite's own app's, as its role, would be refused before the trigger.
      const asOwner = t.local?.ownerSql ?? t.database!.sql;
      await expect(asOwner(`update admin.audit_log set reason = 'rewritten' where target_id = $1`, [c.id])).rejects.toThrow(/append-only/);
      await expect(asOwner(`delete from admin.audit_log where target_id = $1`, [c.id])).rejects.toThrow(/append-only/);
      expect(await auditOf(c.id)).toEqual([expect.objectContaining({ action: 'user.status', reason: null })]);
    });
  });

  // Its last test reconciles the ledger after what the tests before it booked (against a server, with its database).
  describe('users', () => {
    const newUser = (customerId: string, email = `${customerId.toLowerCase()}@bank.test`) =>
      ({ customerId, email, password: 'Welcome-2026', firstName: 'Nora', lastName: 'New' });

    it('creates a user who can sign in; the audit has no password', async () => {
      const customerId = uniqueName('NEW');
      const res = await admin.post('/api/admin/users').send(newUser(customerId)).expect(201);
      expect(res.body).toMatchObject({ message: 'User Created', user: { customerId, isActive: true, role: 'user' } });
      await t.agent().post('/api/login').send({ customerId, password: 'Welcome-2026' }).expect(200);
      const [entry] = await auditOf(res.body.user.id, { withCreation: true });
      expect(entry.action).toBe('user.create');
      expect(JSON.stringify(entry)).not.toContain('Welcome-2026');
    });

    it('answers the specification\'s messages for bad input', async () => {
      const customerId = uniqueName('NEW');
      const cases: [object, string][] = [
        [{ ...newUser(customerId), customerId: '' }, 'Customer ID is required'],
        [{ ...newUser(customerId), email: 'nope' }, 'Invalid email address'],
        [{ ...newUser(customerId), password: 'short' }, 'Password must be at least 8 characters'],
        [{ ...newUser(customerId), firstName: ' ' }, 'First name is required'],
        [{ ...newUser(customerId), lastName: undefined }, 'Last name is required'],
      ];
      for (const [body, message] of cases) expect((await admin.post('/api/admin/users').send(body).expect(400)).body.message).toBe(message);
    });

    it('a duplicate customer id or email is 409, also when the duplicates race (never 500)', async () => {
      const [first, second, racer] = [uniqueName('NEWA'), uniqueName('NEWB'), uniqueName('NEWC')];
      await admin.post('/api/admin/users').send(newUser(first)).expect(201);
      expect((await admin.post('/api/admin/users').send(newUser(first, `${second.toLowerCase()}@bank.test`)).expect(409)).body.code).toBe('IDENTITY.CUSTOMER_ID_TAKEN');
      expect((await admin.post('/api/admin/users').send(newUser(second, `${first}@BANK.TEST`)).expect(409)).body.code).toBe('IDENTITY.EMAIL_TAKEN');

      const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post('/api/admin/users').send(newUser(racer, `${racer.toLowerCase()}${i}@bank.test`))));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const sameEmail = `${uniqueName('same').toLowerCase()}@bank.test`;
      const sameEmailRace = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post('/api/admin/users').send(newUser(`${racer}${i}`, sameEmail))));
      expect(sameEmailRace.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    });

    it('deactivating ends the user\'s sessions and sign-in; an administrator cannot do it to themselves', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: false }).expect(200);
      await c.agent.get('/api/user').expect(401);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: CUSTOMER_PASSWORD }).expect(403);
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: true }).expect(200);
      await t.newSession(c);
      expect((await admin.patch(`/api/admin/users/${adminId}/status`).send({ isActive: false }).expect(400)).body.code).toBe('ADMIN.NOT_ON_YOURSELF');
      await admin.patch(`/api/admin/users/${adminId}/restrictions`).send({ loginRestricted: true, transactionRestricted: false }).expect(400);
      await admin.delete(`/api/admin/users/${adminId}`).expect(400);
      await admin.patch(`/api/admin/users/${c.id}/status`).send({ isActive: 'yes' }).expect(400);
      await admin.patch('/api/admin/users/00000000-0000-0000-0000-000000000000/status').send({ isActive: false }).expect(404);
      await admin.patch('/api/admin/users/not-an-id/status').send({ isActive: false }).expect(404);
    });

    it('restricting transactions refuses the customer\'s transfer with the reason; restricting login ends sessions', async () => {
      const c = await newPayer(t, 'ADM');
      const from = await t.openAccount(c, { balance: '50.00' });
      const to = await t.openAccount(await t.newCustomer('PAYEE'));
      const payment = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '5.00', description: 'x' };
      const authorizationToken = await stepUpFor(c, payment);
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: false, transactionRestricted: true, reason: 'Fraud check' }).expect(200);
      const refused = await c.agent.post('/api/transfer').send({ ...payment, authorizationToken }).expect(403);
      expect(refused.body.message).toBe('Transactions are restricted on this profile: Fraud check');
      // The step-up says so first, before asking for a set-up or an answer that could not help.
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(403)).body.message).toBe('Transactions are restricted on this profile: Fraud check');
      await admin.patch(`/api/admin/users/${c.id}/restrictions`).send({ loginRestricted: true, transactionRestricted: false, reason: 'Locked' }).expect(200);
      await c.agent.get('/api/user').expect(401);
      expect((await t.agent().post('/api/login').send({ customerId: c.customerId, password: CUSTOMER_PASSWORD }).expect(403)).body.message).toContain('Locked');
    });

    it('a password reset ends the sessions, notifies the user and follows the password rules', async () => {
      const c = await aCustomer();
      expect((await admin.patch(`/api/admin/users/${c.id}/password`).send({ newPassword: 'short' }).expect(400)).body.message).toBe('Password must be at least 8 characters long');
      await admin.patch(`/api/admin/users/${c.id}/password`).send({ newPassword: 'Brand-New-Pass-1' }).expect(200);
      await c.agent.get('/api/user').expect(401);
      const again = await t.newSession({ customerId: c.customerId, password: 'Brand-New-Pass-1' });
      await notificationsOf(again, (n) => /password/i.test(n.title));
      const [entry] = await auditOf(c.id);
      expect(entry.action).toBe('user.password-reset');
      expect(JSON.stringify(entry)).not.toContain('Brand-New-Pass-1');
    });

    itSpendingIpAllowance('after a password reset the old password no longer signs in', 'its wrong password spends the per-IP sign-in allowance, which a server shares among runs', async () => {
      const c = await aCustomer();
      await admin.patch(`/api/admin/users/${c.id}/password`).send({ newPassword: 'Brand-New-Pass-1' }).expect(200);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: CUSTOMER_PASSWORD }).expect(401);
    });

    it('resetting questions or signature makes the step-up ask for set-up again', async () => {
      const c = await aCustomer();
      await c.agent.post('/api/auth/security-questions').send({ ...QUESTIONS, currentPassword: c.password }).expect(201);
      await c.agent.post('/api/auth/signature').send({ signatureData: SIGNATURE, currentPassword: c.password }).expect(201);
      await c.agent.post('/api/auth/step-up/challenge').expect(201);
      expect((await admin.get(`/api/admin/user/${c.id}/security-status`).expect(200)).body).toEqual({ hasSecurityQuestions: true, hasSignature: true });

      await admin.delete(`/api/admin/user/${c.id}/signature`).expect(200);
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(400)).body).toEqual({
        message: 'Signature not configured. Please set up your signature first.', code: 'IDENTITY.SIGNATURE_NOT_CONFIGURED',
      });
      await c.agent.post('/api/auth/signature').send({ signatureData: SIGNATURE, currentPassword: c.password }).expect(201);
      await admin.delete(`/api/admin/user/${c.id}/security-questions`).expect(200);
      expect((await c.agent.post('/api/auth/step-up/challenge').expect(400)).body.code).toBe('IDENTITY.SECURITY_QUESTIONS_NOT_CONFIGURED');
      expect((await admin.get(`/api/admin/user/${c.id}/security-status`).expect(200)).body).toEqual({ hasSecurityQuestions: false, hasSignature: true });
      expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['user.signature-reset', 'user.security-questions-reset']);
      await admin.get('/api/admin/user/00000000-0000-0000-0000-000000000000/security-status').expect(404);
    });

    it('deleting a user closes all accounts or none, ends sessions, and keeps the customer id taken', async () => {
      const c = await aCustomer();
      const empty = await t.openAccount(c);
      const funded = await t.openAccount(c, { type: 'savings', balance: '1.00' });
      expect((await admin.delete(`/api/admin/users/${c.id}`).expect(409)).body.code).toBe('ADMIN.USER_HAS_BALANCE');
      expect((await c.agent.get('/api/accounts').expect(200)).body).toHaveLength(2);

      await admin.patch(`/api/admin/accounts/${funded.id}/balance`).send({ newBalance: '0', reason: 'Paid out in cash' }).expect(200);
      await admin.delete(`/api/admin/users/${c.id}`).expect(200);
      await c.agent.get('/api/user').expect(401);
      await t.agent().post('/api/login').send({ customerId: c.customerId, password: CUSTOMER_PASSWORD }).expect(403);
      // Closed, both: the administrator can no longer act on either.
      for (const account of [empty, funded]) await admin.delete(`/api/admin/accounts/${account.id}`).expect(404);
      await admin.post('/api/admin/users').send({ customerId: c.customerId, email: `${uniqueName('fresh').toLowerCase()}@bank.test`, password: 'Welcome-2026', firstName: 'A', lastName: 'B' }).expect(409);
      await admin.delete(`/api/admin/users/${c.id}`).expect(404);
    });

    itCheckingDatabase('the ledger reconciles after everything the back office did', 'runs reconcile-ledger on the bank\'s database', async () => {
      expect(await reconcile()).toMatch(/ledger reconciles/);
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
      const history = (await c.agent.get(`/api/transactions?accountId=${res.body.account.id}`).expect(200)).body.items;
      expect(history.map((i: { type: string; description: string; amount: string }) => [i.type, i.description, i.amount])).toEqual([['deposit', 'Opening balance', '250.50']]);
      expect((await admin.post('/api/admin/accounts').send({ userId: '' }).expect(400)).body.message).toBe('Please select a customer');
      expect((await admin.post('/api/admin/accounts').send({ userId: '00000000-0000-0000-0000-000000000000' }).expect(400)).body.message).toBe('Please select a customer');
      await admin.post('/api/admin/accounts').send({ userId: c.id, initialBalance: '1.005' }).expect(400);
      await admin.post('/api/admin/accounts').send({ userId: c.id, initialBalance: -3 }).expect(400);
      await admin.post('/api/admin/accounts').send({ userId: c.id, accountType: 'credit' }).expect(400);
      expect((await auditOf(res.body.account.id, { withCreation: true }))[0]).toMatchObject({ action: 'account.create', after: { balance: '250.50' } });
    });

    it('adjusts a balance within the rules, notifying the customer', async () => {
      const c = await aCustomer();
      const checking = await t.openAccount(c, { balance: '100.00' });
      const credit = await t.openAccount(c, { type: 'credit', creditLimit: '500.00' });
      const res = await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: 175.25, reason: 'Branch deposit' }).expect(200);
      expect(res.body.account.balance).toBe('175.25');
      expect((await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '-0.01', reason: 'x' }).expect(400)).body.message)
        .toBe('A checking or savings balance cannot be negative');
      await admin.patch(`/api/admin/accounts/${credit.id}/balance`).send({ newBalance: '-500.00', reason: 'Card debt moved' }).expect(200);
      expect((await admin.patch(`/api/admin/accounts/${credit.id}/balance`).send({ newBalance: '-500.01', reason: 'x' }).expect(400)).body.message)
        .toBe('The balance cannot go past the credit limit');
      expect((await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '10', reason: ' ' }).expect(400)).body.message).toBe('A reason is required');
      await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '1.234', reason: 'x' }).expect(400);
      await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: 'abc', reason: 'x' }).expect(400);
      await admin.patch('/api/admin/accounts/00000000-0000-0000-0000-000000000000/balance').send({ newBalance: '1', reason: 'x' }).expect(404);
      expect(await balanceOf(c.agent, checking.id)).toBe('175.25');
      expect((await auditOf(checking.id)).find((e) => e.action === 'account.balance'))
        .toMatchObject({ action: 'account.balance', reason: 'Branch deposit', before: { balance: '100.00' }, after: { balance: '175.25' } });
      const notes = await notificationsOf(c.agent, (n) => n.title === 'Balance adjusted by the bank');
      expect(notes).toContainEqual(expect.objectContaining({ message: `The bank set the balance of account ${checking.accountNumber} from $100.00 to $175.25.` }));
    });

    itCheckingDatabase('adjusts a balance with one journal entry against the adjustments account', 'reads the journal entries and postings', async () => {
      const c = await aCustomer();
      const checking = await t.openAccount(c, { balance: '100.00' });
      await admin.patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: 175.25, reason: 'Branch deposit' }).expect(200);
      const [entry] = await t.database!.sql<{ kind: string; memo: string; legs: string[] }>(
        `select j.kind, j.memo, array_agg(a.account_number || ' ' || p.amount::text order by p.amount) as legs
         from accounts.journal_entries j join accounts.postings p on p.journal_entry_id = j.id join accounts.accounts a on a.id = p.account_id
         where j.kind = 'adjustment' and j.id in (select journal_entry_id from accounts.postings where account_id = $1) group by j.id`, [checking.id]);
      expect(entry).toEqual({ kind: 'adjustment', memo: 'Balance adjustment: Branch deposit', legs: ['INT-ADJUSTMENTS-USD -75.25', `${checking.accountNumber} 75.25`] });
      expect(await reconcile()).toMatch(/ledger reconciles/);
    });

    it('concurrent adjustments and customer transfers lose and create nothing', async () => {
      const c = await newPayer(t, 'ADM');
      const payer = await t.openAccount(c, { balance: '1000.00' });
      const payeeOwner = await t.newCustomer('PAYEE');
      const payee = await t.openAccount(payeeOwner);
      const targets = ['900.00', '950.00', '990.00', '1000.00', '1200.00', '800.00', '700.00', '1100.00'];
      const payments = Array.from({ length: 8 }, (_, i) => ({ fromAccountId: payer.id, toAccountNumber: payee.accountNumber, amount: '10.00', description: `Race ${i}` }));
      const tokens: string[] = [];
      for (const payment of payments) tokens.push(await stepUpFor(c, payment));
      const transfers = payments.map((payment, i) => c.agent.post('/api/transfer').send({ ...payment, authorizationToken: tokens[i] }));
      const adjustments = targets.map((newBalance) => admin.patch(`/api/admin/accounts/${payer.id}/balance`).send({ newBalance, reason: 'race' }));
      const responses = await Promise.all([...adjustments, ...transfers]);
      expect(responses.filter((r) => r.status >= 500)).toEqual([]);
      const sent = responses.slice(targets.length).filter((r) => r.status === 201);
      for (const r of sent) await transactionStatus(c.agent, r.body.transaction.id, 'completed');
      expect(await balanceOf(payeeOwner.agent, payee.id)).toBe(`${sent.length * 10}.00`);
      // Nothing lost or created: what the two accounts hold now is what the payer had plus what the
      // adjustments added, and every adjustment's 'after' was the balance it found plus its change.
      const audits = (await auditOf(payer.id)).filter((a) => a.action === 'account.balance');
      expect(audits.map((a) => a.after.balance).sort()).toEqual([...targets].sort());
      const adjusted = audits.reduce((sum, a) => sum + Math.round(Number(a.after.balance) * 100) - Math.round(Number(a.before.balance) * 100), 0);
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      expect(cents(await balanceOf(c.agent, payer.id)) + cents(await balanceOf(payeeOwner.agent, payee.id))).toBe(100_000 + adjusted);
    });

    it('a currency change moves the balance out first, leaves 0.00 in the new currency, and waits for transfers in flight', async () => {
      const c = await newPayer(t, 'ADM');
      const account = await t.openAccount(c, { balance: '60.00' });
      const payee = await t.openAccount(await t.newCustomer('PAYEE'));
      // Above the review threshold nothing settles it until the administrator does: in flight whenever the job runs.
      const big = await t.openAccount(c, { balance: '6000.00' });
      const own = await t.openAccount(c, { type: 'savings' });
      const inFlight = await transfer(c, { fromAccountId: big.id, toAccountNumber: own.accountNumber, amount: '5000.01', description: 'x' }, 201);
      expect((await admin.patch(`/api/admin/accounts/${big.id}/currency`).send({ newCurrency: 'EUR', reason: 'Moved to Lisbon' }).expect(409)).body.code).toBe('ADMIN.TRANSFER_IN_FLIGHT');
      expect((await admin.delete(`/api/admin/accounts/${own.id}`).expect(409)).body.code).toBe('ADMIN.TRANSFER_IN_FLIGHT');
      await admin.patch(`/api/admin/payments/domestic/${inFlight.body.transaction.id}/status`).send({ status: 'cancelled' }).expect(200);

      const paid = await transfer(c, { fromAccountId: account.id, toAccountNumber: payee.accountNumber, amount: '10.00', description: 'x' }, 201);
      await transactionStatus(c.agent, paid.body.transaction.id, 'completed');
      await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'XYZ' }).expect(400);
      const res = await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'EUR', reason: 'Moved to Lisbon' }).expect(200);
      expect(res.body.account).toMatchObject({ currency: 'EUR', balance: '0.00' });
      expect((await auditOf(account.id)).find((e) => e.action === 'account.currency'))
        .toMatchObject({ action: 'account.currency', before: { currency: 'USD', balance: '50.00' }, after: { currency: 'EUR', balance: '0.00' } });
      await admin.patch(`/api/admin/accounts/${account.id}/currency`).send({ newCurrency: 'EUR' }).expect(400);
    });

    it('deleting an account closes it: 409 while it holds money; then hidden from the customer', async () => {
      const c = await aCustomer();
      const account = await t.openAccount(c, { balance: '5.00' });
      expect((await admin.delete(`/api/admin/accounts/${account.id}`).expect(409)).body.code).toBe('ACCOUNTS.ACCOUNT_HAS_BALANCE');
      await admin.patch(`/api/admin/accounts/${account.id}/balance`).send({ newBalance: '0.00', reason: 'Closing' }).expect(200);
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(200);
      expect((await c.agent.get('/api/accounts').expect(200)).body).toEqual([]);
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(404);
      await admin.patch(`/api/admin/accounts/${account.id}/balance`).send({ newBalance: '1', reason: 'x' }).expect(404);
      const other = await newPayer(t, 'ADM');
      const from = await t.openAccount(other, { balance: '5.00' });
      await transfer(other, { fromAccountId: from.id, toAccountNumber: account.accountNumber, amount: '1.00', description: 'x' }, 404);
    });

    itCheckingDatabase('a closed account is never erased: its row and postings stay, its card is cancelled', 'reads the accounts, postings and cards tables', async () => {
      const c = await aCustomer();
      const account = await t.openAccount(c, { balance: '5.00' });
      const cardId = (await c.agent.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id;
      await admin.post(`/api/admin/card-applications/${cardId}/process`).send({ approve: true }).expect(200);
      await admin.patch(`/api/admin/accounts/${account.id}/balance`).send({ newBalance: '0.00', reason: 'Closing' }).expect(200);
      await admin.delete(`/api/admin/accounts/${account.id}`).expect(200);
      await eventually('the card to be cancelled', async () => {
        const rows = await t.database!.sql<{ status: string; is_active: boolean }>(`select status, is_active from cards.debit_cards where id = $1`, [cardId]);
        return rows[0].status === 'cancelled' && !rows[0].is_active ? true : undefined;
      });
      expect(await t.database!.sql(`select account_number from accounts.accounts where id = $1 and closed_at is not null and is_active = 'false'`, [account.id])).toHaveLength(1);
      expect(Number((await t.database!.sql<{ n: string }>(`select count(*)::text as n from accounts.postings where account_id = $1`, [account.id]))[0].n)).toBe(2);
      expect(await reconcile()).toMatch(/ledger reconciles/);
    });
  });

  describe('domestic payments', () => {
    it('sets a status with notes: money moves at most once, also when two administrators race', async () => {
      // A customer of its own for each (two would pass the daily limit), to their own savings, above
      // the review threshold: the settlement job leaves them to the administrator.
      const send = async () => {
        const c = await newPayer(t, 'ADM');
        const from = await t.openAccount(c, { balance: '6000.00' });
        const to = await t.openAccount(c, { type: 'savings' });
        const sent = await transfer(c, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '5030.00', description: 'Rent' }, 201);
        const balances = async () => [await balanceOf(c.agent, from.id), await balanceOf(c.agent, to.id)].map(Number);
        return { id: sent.body.transaction.id as string, balances };
      };

      const { id, balances } = await send();
      const res = await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'completed', adminNotes: '  checked  ', creditNote: 'Thanks' }).expect(200);
      expect(res.body.payment).toMatchObject({ status: 'completed', adminNotes: 'checked', creditNote: 'Thanks' });
      expect(await balances()).toEqual([970, 5030]);
      expect((await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'failed' }).expect(409)).body.code).toBe('PAYMENTS.STATUS_CONFLICT');
      await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'credited' }).expect(200);
      await admin.patch(`/api/admin/payments/domestic/${id}/status`).send({ status: 'done' }).expect(400);
      await admin.patch('/api/admin/payments/domestic/00000000-0000-0000-0000-000000000000/status').send({ status: 'failed' }).expect(404);
      expect((await auditOf(id)).map((e) => [e.action, e.before.status, e.after.status])).toEqual([['payment.status', 'processing', 'completed'], ['payment.status', 'completed', 'credited']]);

      const raced = await send();
      const answers = await Promise.all(['completed', 'failed', 'cancelled', 'credited'].map((status) => admin.patch(`/api/admin/payments/domestic/${raced.id}/status`).send({ status })));
      expect(answers.filter((r) => r.status >= 500)).toEqual([]);
      const [left, delivered] = await raced.balances();
      expect(left - 970 + delivered).toBe(5030); // delivered or returned, exactly once
      expect([0, 5030]).toContain(delivered);
    });
  });

  itLocally('stats: customers, open accounts, their balance in USD, today\'s transactions', 'other suites running at the same time against a server change the bank-wide counts', async () => {
    const before = (await admin.get('/api/admin/stats').expect(200)).body;
    const c = await aCustomer();
    await t.openAccount(c, { balance: '100.00' });
    await t.openAccount(c, { currency: 'EUR', balance: '100.00' });
    const after = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalAccounts).toBe(before.totalAccounts + 2);
    expect(Number(after.totalBalance) - Number(before.totalBalance)).toBeCloseTo(100 + 108.5, 2);
    expect(after.todayTransactions).toBe(before.todayTransactions + 2);
    expect(after.totalBalance).toMatch(/^\d+\.\d{2}$/);
  });
});

/** The customer's step-up token for this transfer. */
function stepUpFor(payer: { agent: TestAgent; answers: Record<string, string> }, payment: object): Promise<string> {
  return stepUp(payer.agent, payer.answers, 'domestic-transfer', payment);
}
