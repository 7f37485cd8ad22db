// Back-office jobs on CONTRACT_DATABASE_URL's database, as `npm run job -- <name>` runs them
// (src/job-context.ts, as src/cli.ts uses it, from this checkout's build), in one process a
// suite starts on its first job and keeps: a job process takes seconds to start. demo-bank.ts
// sends { id, name, args, env } and hears { id, summary } (null: another run held the job's lock)
// or { id, error }. Plain JS on the built backend, as global-setup.js.
import { createJobContext, jobConfig } from '../../dist/src/job-context.js';
import { JobRunner } from '../../dist/src/shared/jobs/job-runner.js';
import { withEnv } from './with-env.js';

const app = await createJobContext(await jobConfig());
const jobs = app.get(JobRunner);

// One job at a time: a job reads its settings (ADMIN_PASSWORD…) from the environment it runs in.
let queue = Promise.resolve();
process.on('message', ({ id, name, args, env }) => {
  queue = queue.then(async () => {
    try {
      process.send({ id, summary: await withEnv(env, () => jobs.run(name, args)) });
    } catch (error) {
      process.send({ id, error: `${name}: failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
});
process.on('disconnect', () => { void app.close().then(() => process.exit(0)); });
process.send({ ready: true });
