import type TestAgent from 'supertest/lib/agent.js';
import { itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, newAdministrator, type DemoBank } from '../support/demo-bank.js';
import type { TestApp } from '../support/test-app.js';

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

  itCheckingDatabase('set-admin-status and reset-admin-password name an administrator and say what they did', 'runs the administrator jobs on the bank\'s database, as an operator does', async () => {
    const staff = await newAdministrator(bank, 'BOSSC');
    const customer = await bank.newCustomer('PLAIN');
    const run = (job: string, args: string[], env: Record<string, string> = {}) => bank.database!.runJob(job, args, env);
    await expect(run('set-admin-status', [staff.customerId, 'sleeping'])).rejects.toThrow('usage: set-admin-status <customerId> active|inactive');
    await expect(run('set-admin-status', [customer.customerId, 'inactive'])).rejects.toThrow(`${customer.customerId} is not an administrator`);
    await expect(run('reset-admin-password', [staff.customerId], { ADMIN_PASSWORD: '' })).rejects.toThrow('set ADMIN_PASSWORD to at least 12 characters');
    const newPassword = 'A-New-Long-Password-9';
    expect(await run('reset-admin-password', [staff.customerId], { ADMIN_PASSWORD: newPassword })).toBe(`administrator ${staff.customerId}: password reset, sessions ended`);
    await staff.agent.get('/api/user').expect(401);
    await bank.newSession({ customerId: staff.customerId, password: newPassword });
    await bank.agent().post('/api/login').send({ customerId: staff.customerId, password: staff.password }).expect(401);
    // The bank has other active administrators (the demo bank's at least): this one may go and come back.
    expect(await run('set-admin-status', [staff.customerId, 'inactive'])).toBe(`administrator ${staff.customerId} is inactive`);
    expect(await run('set-admin-status', [staff.customerId, 'active'])).toBe(`administrator ${staff.customerId} is active`);
  }, { spendsIpAllowance: 'its old password, refused, spends the per-IP sign-in allowance, which a server shares among runs' });
});

