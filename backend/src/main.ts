import { loadConfig } from './config/config.js';
import { withDatabase } from './shared/database/local-database.js';
import { JobRunner } from './shared/jobs/job-runner.js';
import { createApp } from './app.js';

const config = await withDatabase(loadConfig());
const app = await createApp(config);
if (config.seedDemoData) await app.get(JobRunner).run('seed-demo');
await app.listen(config.port);

const url = `http://localhost:${config.port}`;
console.log(`
  Meridian Private Bank is running on ${url}  (API docs: ${url}/api/docs)
  Database: ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}
${config.seedDemoData ? `
  Demo sign-in (customer ID / password):
    DEMO001  / Demo!2026    (Alex, customer)
    DEMO002  / Demo!2026    (Sam, customer)
    ADMIN001 / Admin!2026   (administrator)
` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await config.stopDatabase();
    process.exit(0);
  });
}
