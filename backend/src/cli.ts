import { createJobContext, jobConfig } from './job-context.js';
import { roleOf } from './shared/database/database-roles.js';
import { migrateDatabase } from './shared/database/orm.js';
import { JobRunner } from './shared/jobs/job-runner.js';

/** `npm run job -- <name> [args]`: runs one back-office job, prints what it did, exits non-zero on failure. */
const [name, ...args] = process.argv.slice(2);
const config = await jobConfig();
const MIGRATE = { name: 'migrate', description: 'apply the migrations as the owner role (MIGRATION_DATABASE_URL), then grant the app role (DATABASE_URL\'s) what it needs' };
let exitCode = 0;
if (name === MIGRATE.name) {
  exitCode = await migrate();
} else {
  // Every other job runs as the app role, like the server (docs/decisions/database-roles.md).
  const app = await createJobContext(config);
  try {
    const jobs = app.get(JobRunner);
    if (!name || name === 'list') {
      console.log('Jobs:\n' + [MIGRATE, ...jobs.list()].map((j) => `  ${j.name.padEnd(20)} ${j.description}`).join('\n'));
    } else {
      const summary = await jobs.run(name, args);
      console.log(summary === null ? `${name}: skipped, another instance is running it` : `${name}: ${summary}`);
    }
  } catch (error) {
    console.error(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    await app.close();
  }
}
await config.stopDatabase();
process.exit(exitCode);

/** The one job that runs as the owner: the app role may not change the schema. */
async function migrate(): Promise<number> {
  const ownerUrl = config.migrationDatabaseUrl;
  const appRole = roleOf(config.databaseUrl);
  if (!ownerUrl) {
    console.error('migrate: failed: set MIGRATION_DATABASE_URL to the owner role\'s URL (DATABASE_URL is the app role\'s): docs/operations.md');
    return 1;
  }
  if (roleOf(ownerUrl) === appRole) {
    console.error(`migrate: failed: MIGRATION_DATABASE_URL and DATABASE_URL both sign in as ${appRole}: the app role must not own the tables`);
    return 1;
  }
  try {
    const applied = await migrateDatabase(ownerUrl, appRole);
    console.log(`migrate: ${applied.length ? `applied ${applied.join(', ')}` : 'nothing to apply'}; ${appRole} granted the app's privileges`);
    return 0;
  } catch (error) {
    console.error(`migrate: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
