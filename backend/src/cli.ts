import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/config.js';
import { migrate } from './shared/database/orm.js';
import { withDatabase } from './shared/database/local-database.js';
import { JobRunner } from './shared/jobs/job-runner.js';
import { JsonLogger } from './shared/logging/json-logger.js';

/** `npm run job -- <name> [args]`: runs one back-office job, prints what it did, exits non-zero on failure. */
const [name, ...args] = process.argv.slice(2);
// No schedule and no metrics listener: the server beside it has those.
const config = await withDatabase({ ...loadConfig(), runScheduledJobs: false, metricsPort: undefined });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: new JsonLogger('warn') });
let exitCode = 0;
try {
  await migrate(app.get(MikroORM));
  const jobs = app.get(JobRunner);
  if (!name || name === 'list') {
    console.log('Jobs:\n' + jobs.list().map((j) => `  ${j.name.padEnd(20)} ${j.description}`).join('\n'));
  } else {
    const summary = await jobs.run(name, args);
    console.log(summary === null ? `${name}: skipped, another instance is running it` : `${name}: ${summary}`);
  }
} catch (error) {
  console.error(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await app.close();
  await config.stopDatabase();
}
process.exit(exitCode);
