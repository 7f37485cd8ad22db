// `npm run burst:settlement`: issue 24 item 8's proof that settlement no longer deadlocks with live
// transfers. About 500 domestic transfers among 12 customers go through the HTTP endpoint, 40 in
// flight at a time, while two copies of the settle-transfers job (two application contexts, two
// pools) settle them as fast as they can. It fails (exit 1) on any deadlock: a line with `40P01` or
// `deadlock detected` in the server's or the jobs' log, or PostgreSQL's own deadlock counter for the
// database (pg_stat_database.deadlocks) moving; on any 5xx; and unless reconcile-ledger is green
// and every transfer ends settled. One fresh embedded PostgreSQL, ports free or from BURST_PG_PORT
// and BURST_PORT. Settings: BURST_TRANSFERS (default 500), BURST_CUSTOMERS (12), BURST_IN_FLIGHT (40).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { cookiesOf, freePort, waitFor } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => import(`${root}/backend/dist/src/${path}`);
const TRANSFERS = Number(process.env.BURST_TRANSFERS ?? 500);
const CUSTOMERS = Number(process.env.BURST_CUSTOMERS ?? 12);
const IN_FLIGHT = Number(process.env.BURST_IN_FLIGHT ?? 40);

const { startLocalDatabase } = await dist('shared/database/embedded-postgres.js');
const { createDatabaseIfMissing } = await dist('shared/database/local-database.js');
const { loadConfig } = await dist('config/config.js');
const { AppModule } = await dist('app.module.js');
const { migrateDatabase } = await dist('shared/database/orm.js');
const { JobRunner } = await dist('shared/jobs/job-runner.js');
const { CreateUser } = await dist('modules/identity/public/identity.commands.js');
const { OpenAccount } = await dist('modules/accounts/public/accounts.api.js');
const { RecordExternalMovement } = await dist('modules/payments/public/payments.api.js');
const { STEP_UP_TOKEN_MINTER } = await dist('modules/identity/public/step-up-token-minting.js');

/** Every log line of the jobs' contexts and of the server, to be searched for deadlocks. */
const logLines = [];
const capture = (who) => (chunk) => String(chunk).split('\n').filter(Boolean).forEach((line) => logLines.push(`${who}: ${line}`));
const jobLogger = Object.fromEntries(['log', 'error', 'warn', 'debug', 'verbose', 'fatal'].map((level) => [level, (...args) => capture('job')(`${level} ${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`)]));

const dataDir = `${root}/.data/burst-settlement`;
rmSync(dataDir, { recursive: true, force: true });
const db = await startLocalDatabase(dataDir, Number(process.env.BURST_PG_PORT) || await freePort(), { persistent: false });
await createDatabaseIfMissing(db.serverUrl, 'burst');
const databaseUrl = `${db.serverUrl}/burst`;
await migrateDatabase(databaseUrl);

const configOf = () => ({ ...loadConfig({ NODE_ENV: 'development' }), databaseUrl, runScheduledJobs: false, seedDemoData: false, settlementDelaySeconds: 0, reviewThreshold: '1000000.00', logLevel: 'warn' });
// Two copies of the job, each its own application context and pool, as two app instances would be.
const copies = [];
for (let i = 0; i < 2; i++) copies.push(await NestFactory.createApplicationContext(AppModule.forRoot(configOf()), { logger: jobLogger }));
const bus = copies[0].get(CommandBus);
const minter = copies[0].get(STEP_UP_TOKEN_MINTER);

console.log(`Setting up ${CUSTOMERS} customers, two funded accounts each...`);
const customers = [];
for (let i = 0; i < CUSTOMERS; i++) {
  const user = await bus.execute(new CreateUser({ customerId: `BURST${i}`, email: `burst${i}@example.test`, password: 'Burst-password-1', firstName: 'Burst', lastName: `${i}` }));
  const accounts = [];
  for (const accountType of ['checking', 'savings']) {
    const account = await bus.execute(new OpenAccount({ userId: user.id, accountType, currency: 'USD' }));
    await bus.execute(new RecordExternalMovement({ accountId: account.id, direction: 'deposit', amount: '2000.00', description: 'Burst funding' }));
    accounts.push(account);
  }
  customers.push({ user, accounts });
}

const port = Number(process.env.BURST_PORT) || await freePort();
const server = spawn(process.execPath, [`${root}/backend/dist/src/main.js`], {
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', RUN_SCHEDULED_JOBS: 'false', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', capture('server'));
server.stderr.on('data', capture('server'));
process.on('exit', () => server.kill());
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/api/health`);
for (const c of customers) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId: c.user.customerId, password: 'Burst-password-1' }) });
  c.cookie = cookiesOf(res);
}

// Every transfer goes from one customer's account to another customer's, so payees are the
// accounts other transfers debit and settlement credits: the contention that deadlocked.
let seed = 24;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
console.log(`Preparing ${TRANSFERS} transfers with their step-up tokens...`);
const requests = [];
for (let i = 0; i < TRANSFERS; i++) {
  const sender = customers[Math.floor(random() * CUSTOMERS)];
  const others = customers.filter((c) => c !== sender);
  const payee = others[Math.floor(random() * others.length)];
  const from = sender.accounts[Math.floor(random() * 2)];
  const to = payee.accounts[Math.floor(random() * 2)];
  const body = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: (1 + Math.floor(random() * 2000) / 100).toFixed(2), description: `Burst ${i}` };
  requests.push({ sender, body, token: await minter.mint({ userId: sender.user.id, purpose: 'domestic-transfer', payload: body, ttlSeconds: 3600 }) });
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const deadlocks = async () => Number((await client.query(`select deadlocks from pg_stat_database where datname = current_database()`)).rows[0].deadlocks);
const deadlocksBefore = await deadlocks();

console.log(`Bursting: ${IN_FLIGHT} transfers in flight, two settlement jobs running...`);
const started = performance.now();
const statuses = new Map();
let burstOver = false;
/** Settlement runs that failed (the job gave up, e.g. after deadlocks its retries could not get past). */
const jobFailures = [];
const settlers = copies.map(async (copy) => {
  const runner = copy.get(JobRunner);
  let runs = 0;
  while (!burstOver) {
    try {
      await runner.run('settle-transfers');
    } catch (error) {
      jobFailures.push(`${error.code ?? ''} ${error.message}`.trim());
    }
    runs++;
  }
  return runs;
});
let next = 0;
await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
  while (next < requests.length) {
    const r = requests[next++];
    const res = await fetch(`${base}/api/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: r.sender.cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...r.body, authorizationToken: r.token }),
    });
    const answer = await res.json();
    const key = res.status === 201 ? '201' : `${res.status} ${answer.code}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
}));
burstOver = true;
const runs = await Promise.all(settlers);
const seconds = (performance.now() - started) / 1000;
const lastRound = await copies[0].get(JobRunner).run('settle-transfers').catch((error) => `FAILED: ${error.message}`);
const reconciled = await copies[0].get(JobRunner).run('reconcile-ledger').catch((error) => `FAILED: ${error.message}`);
const [{ held, settled }] = (await client.query(`select count(*) filter (where money_state = 'held')::int as held, count(*) filter (where money_state = 'settled')::int as settled
  from payments.transactions where type = 'transfer'`)).rows;
// The server's statistics reach pg_stat_database when each backend reports (at most a second after its transaction, or when idle).
await new Promise((r) => setTimeout(r, 2000));
const deadlocksDuring = (await deadlocks()) - deadlocksBefore;
const deadlockLines = [...logLines, ...jobFailures.map((f) => `job failed: ${f}`)].filter((line) => /40P01|deadlock detected/i.test(line));

await client.end();
server.kill('SIGTERM');
await Promise.all(copies.map((c) => c.close()));
await db.stop();

console.log(`\n${TRANSFERS} transfers among ${CUSTOMERS} customers, ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s; settlement ran ${runs.join(' + ')} times meanwhile`);
console.log(`answers: ${[...statuses].map(([status, n]) => `${status} x${n}`).join(', ')}`);
console.log(`after the burst: ${settled} settled, ${held} still held; last settlement round: ${lastRound}`);
console.log(`deadlocks: ${deadlocksDuring} counted by PostgreSQL, ${deadlockLines.length} log lines with 40P01 or "deadlock detected"`);
deadlockLines.slice(0, 10).forEach((line) => console.log(`  ${line}`));
console.log(`settlement runs that failed: ${jobFailures.length}`);
console.log(`reconcile-ledger: ${reconciled}`);
const fiveHundreds = [...statuses].filter(([status]) => status.startsWith('5')).reduce((n, [, count]) => n + count, 0);
const clean = deadlocksDuring === 0 && deadlockLines.length === 0 && jobFailures.length === 0 && fiveHundreds === 0 && held === 0 && reconciled.startsWith('ledger reconciles');
console.log(clean ? '\nclean: no deadlock, no 5xx, every transfer settled, the ledger reconciles' : '\nNOT clean');
process.exit(clean ? 0 : 1);
