import { loadConfig } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** How many connections a process keeps to PostgreSQL (docs/decisions/database-pool-size.md). */
describe('the database pool (DATABASE_POOL_SIZE)', () => {
  let t: TestApp;
  // Below the floor DATABASE_POOL_SIZE keeps, which is there for scheduled jobs: this app runs none.
  beforeAll(async () => { t = await createTestApp({ databasePoolSize: 3 }); });
  afterAll(() => t?.close());

  it('is 10 unless set, and a whole number from 10 to 200', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).databasePoolSize).toBe(10);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    for (const wrong of ['9', '201', '12.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_POOL_SIZE: wrong })).toThrow('DATABASE_POOL_SIZE must be a whole number from 10 to 200');
    }
  });

  it('opens no more connections than that, however many queries wait for one', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.sql<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.2)')));
    const connections = new Set(answers.map(([row]) => row.pid));
    expect(connections.size).toBeGreaterThan(1);
    expect(connections.size).toBeLessThanOrEqual(3);
  });
});
