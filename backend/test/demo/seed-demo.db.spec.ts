import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The seed job on a database of its own, in process (what the demo bank gives a customer is in
// seed-demo.contract.spec.ts).
describe('seeding the demo bank', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('is seeded once, through the ledger, and reconciles', async () => {
    const jobs = t.app.get(JobRunner);
    expect(await jobs.run('seed-demo')).toMatch(/created DEMO001, DEMO002, ADMIN001, ADMIN002/);
    expect(await jobs.run('seed-demo')).toBe('demo data already present');
    expect(await jobs.run('reconcile-ledger')).toMatch(/ledger reconciles: .* 20 internal accounts checked against 1 source/);
  });
});