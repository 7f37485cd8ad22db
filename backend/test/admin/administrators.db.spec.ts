import { SetAdminStatusJob } from '../../src/modules/identity/application/jobs/administrator-jobs.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The rule counts the bank's active administrators: on a database of its own, these two are its only
// ones, and the job runs twice at the same moment in process (what the API refuses is in
// administrators.contract.spec.ts).
describe('administrators cannot lock each other out', () => {
  let t: TestApp;
  const standing = async (customerId: string) =>
    (await t.sql<{ is_active: boolean }>(`select is_active from identity.users where customer_id = $1`, [customerId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('BOSS1', { role: 'admin' });
    await t.createUser('BOSS2', { role: 'admin' });
  });
  afterAll(() => t.close());

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
});