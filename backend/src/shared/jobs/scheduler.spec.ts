import type { OutboxDispatcher } from '../outbox/outbox-dispatcher.js';
import type { JobRunner } from './job-runner.js';
import { Scheduler } from './scheduler.js';

/** A scheduler whose jobs run until the test finishes them. */
function schedulerWithSlowJobs() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const jobs = {
    runScheduled: (name: string) => new Promise<string | null>((resolve) => { started.push(name); finishers.push(() => resolve(null)); }),
  } as unknown as JobRunner;
  const scheduler = new Scheduler(jobs, { dispatchSoon: () => undefined } as unknown as OutboxDispatcher);
  return { scheduler, started, finishAll: () => finishers.forEach((finish) => finish()) };
}

describe('Scheduler', () => {
  it('lets the jobs under way finish before the database closes, and starts none after', async () => {
    const { scheduler, started, finishAll } = schedulerWithSlowJobs();
    const settling = scheduler.settleTransfers();
    let stopped = false;
    const stopping = scheduler.beforeApplicationShutdown().then(() => { stopped = true; });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false); // settle-transfers is still running

    await scheduler.sendEmails(); // a tick after shutdown began starts nothing
    expect(started).toEqual(['settle-transfers']);
    finishAll();
    await Promise.all([settling, stopping]);
    expect(stopped).toBe(true);
  });

  it('shuts down at once when no job runs', async () => {
    const { scheduler } = schedulerWithSlowJobs();
    await expect(scheduler.beforeApplicationShutdown()).resolves.toBeUndefined();
  });
});
