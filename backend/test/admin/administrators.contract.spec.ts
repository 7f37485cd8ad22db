import { ResetAdminPasswordJob, SetAdminStatusJob } from '../../src/modules/identity/application/jobs/administrator-jobs.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const NOT_ON_AN_ADMINISTRATOR = {
  message: "Another administrator's status, restrictions, password and profile are changed only by themselves or from the command line",
  code: 'ADMIN.NOT_ON_AN_ADMINISTRATOR',
};

describeWithDatabase('administrators cannot lock each other out', 'runs the administrator jobs in process and reads users in SQL', () => {
  let t: TestApp;
  let second: { id: string; customerId: string };
  const standing = async (customerId: string) =>
    (await t.sql<{ is_active: boolean; login_restricted: boolean; deleted: boolean }>(
      `select is_active, login_restricted, deleted_at is not null as deleted from identity.users where customer_id = $1`, [customerId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('BOSS1', { role: 'admin' });
    second = await t.createUser('BOSS2', { role: 'admin' });
  });
  afterAll(() => t.close());
  afterEach(() => { delete process.env.ADMIN_PASSWORD; });

  it("refuses another administrator's status, restrictions, password and deletion through the API (403), changing nothing", async () => {
    const admin = await t.signedIn('BOSS1');
    const answers = [
      await admin.patch(`/api/admin/users/${second.id}/status`).send({ isActive: false }),
      await admin.patch(`/api/admin/users/${second.id}/restrictions`).send({ loginRestricted: true, transactionRestricted: false, reason: 'x' }),
      await admin.patch(`/api/admin/users/${second.id}/password`).send({ newPassword: 'Taken-Over-1234' }),
      await admin.delete(`/api/admin/users/${second.id}`),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([403, NOT_ON_AN_ADMINISTRATOR]);
    expect(await standing('BOSS2')).toEqual({ is_active: true, login_restricted: false, deleted: false });
    await t.signedIn('BOSS2');
    const audited = await t.sql(`select 1 from admin.audit_log where target_id = $1`, [second.id]);
    expect(audited).toEqual([]);
  });

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

  it('an administrator still manages customers', async () => {
    const customer = await t.createUser('PLAIN2');
    const admin = await t.signedIn('BOSS1');
    await admin.patch(`/api/admin/users/${customer.id}/status`).send({ isActive: false }).expect(200);
    expect((await standing('PLAIN2')).is_active).toBe(false);
  });
});
