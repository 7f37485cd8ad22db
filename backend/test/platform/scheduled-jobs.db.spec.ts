import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A period so long that the whole test falls in one slot of it. */
const DECADE_MS = 10 * 365 * 24 * 3600 * 1000;

describe('scheduled jobs across instances: one run per slot', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database, as a second server would be (its own suite database stays unused).
    other = await createTestApp({ databaseUrl: t.config.databaseUrl });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('runs a slot once when instances fire it at the same moment, and each new slot again', async () => {
    const fired = await Promise.all([t, other, t, other].map((app) => app.app.get(JobRunner).runScheduled('purge-sessions', DECADE_MS)));
    expect(fired.filter((summary) => summary !== null)).toHaveLength(1);
    expect(await other.app.get(JobRunner).runScheduled('purge-sessions', DECADE_MS)).toBeNull();
    const claims = await t.sql<{ job: string; n: string }>(`select job, count(*) as n from platform.scheduled_job_runs group by job`);
    expect(claims).toEqual([{ job: 'purge-sessions', n: '1' }]);
    // A by-hand run is not a scheduled one: it always runs.
    expect(await t.app.get(JobRunner).run('purge-sessions')).not.toBeNull();
    // A short period gives a new slot at the next tick.
    expect(await t.app.get(JobRunner).runScheduled('purge-sessions', 1)).not.toBeNull();
  });
});
