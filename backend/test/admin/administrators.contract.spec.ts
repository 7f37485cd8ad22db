import type TestAgent from 'supertest/lib/agent.js';
import { ResetAdminPasswordJob, SetAdminStatusJob } from '../../src/modules/identity/application/jobs/administrator-jobs.js';
import { describeWithDatabase, itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, newAdministrator, type DemoBank } from '../support/demo-bank.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const NOT_ON_AN_ADMINISTRATOR = {
  message: "Another administrator's status, restrictions, password and profile are changed only by themselves or from the command line",
  code: 'ADMIN.NOT_ON_AN_ADMINISTRATOR',
};

/** Whether a user is active, restricted or deleted, as the database has it. */
const standingIn = async (database: { sql: TestApp['sql'] }, customerId: string) =>
  (await database.sql<{ is_active: boolean; login_restricted: boolean; deleted: boolean }>(
    `select is_active, login_restricted, deleted_at is not null as deleted from identity.users where customer_id = $1`, [customerId]))[0];

describe('administrators cannot lock each other out through the API', () => {
  let bank: DemoBank;
  let boss: TestAgent;
  let second: { id: string; customerId: string; password: string };
  const MAKES_ADMINISTRATORS = 'makes its administrators with the create-admin job and reads users in SQL';
  beforeAll(async () => {
    bank = await connectToDemoBank();
    if (!bank.database) return;
    boss = (await newAdministrator(bank, 'BOSSA')).agent;
    second = await newAdministrator(bank, 'BOSSB');
  });
  afterAll(() => bank.close());

  itCheckingDatabase("refuses another administrator's status, restrictions, password and deletion (403), changing nothing", MAKES_ADMINISTRATORS, async () => {
    const answers = [
      await boss.patch(`/api/admin/users/${second.id}/status`).send({ isActive: false }),
      await boss.patch(`/api/admin/users/${second.id}/restrictions`).send({ loginRestricted: true, transactionRestricted: false, reason: 'x' }),
      await boss.patch(`/api/admin/users/${second.id}/password`).send({ newPassword: 'Taken-Over-1234' }),
      await boss.delete(`/api/admin/users/${second.id}`),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([403, NOT_ON_AN_ADMINISTRATOR]);
    expect(await standingIn(bank.database!, second.customerId)).toEqual({ is_active: true, login_restricted: false, deleted: false });
    await bank.newSession(second);
    const audited = await bank.database!.sql(`select 1 from admin.audit_log where target_id = $1`, [second.id]);
    expect(audited).toEqual([]);
  });

  itCheckingDatabase('an administrator still manages customers', MAKES_ADMINISTRATORS, async () => {
    const customer = await bank.newCustomer('PLAIN');
    await boss.patch(`/api/admin/users/${customer.id}/status`).send({ isActive: false }).expect(200);
    expect((await standingIn(bank.database!, customer.customerId)).is_active).toBe(false);
  });
});

describeWithDatabase('administrators cannot lock each other out', 'runs the administrator jobs in process and reads users in SQL', () => {
  let t: TestApp;
  const standing = (customerId: string) => standingIn(t, customerId);

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('BOSS1', { role: 'admin' });
    await t.createUser('BOSS2', { role: 'admin' });
  });
  afterAll(() => t.close());
  afterEach(() => { delete process.env.ADMIN_PASSWORD; });

  it('two deactivations at the same moment leave one active administrator: one is refused', async () => {
    const job = t.app.get(SetAdminStatusJob);
    const outcomes = await Promise.allSettled([job.run(['BOSS1', 'inactive']), job.run(['BOSS2', 'inactive'])]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'IDENTITY.LAST_ADMINISTRATOR', message: 'This would leave no active administrator' });
    const active = [await standing('BOSS1'), await standing('BOSS2')].filter((s) => s.is_active);
    expect(active).toHaveLength(1);
    await job.run(['BOSS1', 'active']);
    await job.run(['BOSS2', 'active']);
    expect((await standing('BOSS1')).is_active && (await standing('BOSS2')).is_active).toBe(true);
  });

  it('set-admin-status and reset-admin-password name an administrator and say what they did', async () => {
    const status = t.app.get(SetAdminStatusJob);
    const reset = t.app.get(ResetAdminPasswordJob);
    await t.createUser('PLAIN1');
    await expect(status.run(['BOSS2', 'sleeping'])).rejects.toThrow('usage: set-admin-status <customerId> active|inactive');
    await expect(status.run(['PLAIN1', 'inactive'])).rejects.toThrow('PLAIN1 is not an administrator');
    await expect(reset.run(['BOSS2'])).rejects.toThrow('set ADMIN_PASSWORD to at least 12 characters');
    const before = await t.signedIn('BOSS2');
    process.env.ADMIN_PASSWORD = 'A-New-Long-Password-9';
    expect(await reset.run(['BOSS2'])).toBe('administrator BOSS2: password reset, sessions ended');
    await before.get('/api/user').expect(401);
    await t.signedIn('BOSS2', 'A-New-Long-Password-9');
    await t.agent().post('/api/login').send({ customerId: 'BOSS2', password: TEST_PASSWORD }).expect(401);
    expect(await status.run(['BOSS2', 'inactive'])).toBe('administrator BOSS2 is inactive');
    expect(await status.run(['BOSS2', 'active'])).toBe('administrator BOSS2 is active');
  });
});
