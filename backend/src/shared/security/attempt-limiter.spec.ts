import type { AppConfig } from '../../config/config.js';
import type { TransactionRunner } from '../database/transaction-runner.js';
import { AttemptLimiter, perIp, type AttemptLog } from './attempt-limiter.js';

/** A limiter over attempts kept in memory, on a server whose per-IP allowances are multiplied by `ipLimitFactor`. */
function limiterWith(ipLimitFactor: number): AttemptLimiter {
  const attempts: { bucket: string; key: string; id: string }[] = [];
  const log: AttemptLog = {
    lockKey: async () => undefined,
    countRecent: async (bucket, key) => attempts.filter((a) => a.bucket === bucket && a.key === key).length,
    record: async (bucket, key) => { const id = String(attempts.length + 1); attempts.push({ bucket, key, id }); return id; },
    remove: async () => undefined,
    removeOlderThan: async () => 0,
  };
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  return new AttemptLimiter(log, tx, { ipLimitFactor } as AppConfig);
}

/** How many claims of `limit` pass before the limiter refuses one (at most 50 tried). */
async function allowed(limiter: AttemptLimiter, limit: Parameters<AttemptLimiter['claim']>[0][number]): Promise<number> {
  for (let i = 0; i < 50; i++) if (!(await limiter.claim([limit]))) return i;
  return 50;
}

describe('AttemptLimiter', () => {
  it('allows max attempts per key in the window, each key counted on its own', async () => {
    const limiter = limiterWith(1);
    expect(await allowed(limiter, perIp('status-ip', '203.0.113.7', 3, 15))).toBe(3);
    expect(await allowed(limiter, perIp('status-ip', '203.0.113.8', 3, 15))).toBe(3);
    expect(await allowed(limiter, perIp('status-ip', null, 3, 15))).toBe(3); // every unknown IP is one
  });

  it('multiplies only the per-IP allowances by IP_LIMIT_FACTOR', async () => {
    const limiter = limiterWith(4);
    expect(await allowed(limiter, perIp('status-ip', '203.0.113.7', 3, 15))).toBe(12);
    expect(await allowed(limiter, { bucket: 'status-reference', key: 'MPB-1', max: 3, windowMinutes: 15 })).toBe(3);
  });
});
