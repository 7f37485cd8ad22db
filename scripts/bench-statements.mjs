// `npm run bench:statements`: one customer's statement of a long period, downloaded as CSV and
// as PDF at two sizes (BENCH_STATEMENT_LINES, default "10000,200000" lines in this month), on a
// fresh embedded PostgreSQL with the app in this process. Prints the time to the first byte, the
// total time, the size and how much the process's memory rose during each download: streamed,
// the rise stays the same however many lines the period holds.
import http from 'node:http';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, cookiesOf } from './bench-support.mjs';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => import(`${root}/backend/dist/src/${path}`);
const SIZES = (process.env.BENCH_STATEMENT_LINES ?? '10000,200000').split(',').map(Number);

const { startLocalDatabase } = await dist('shared/database/embedded-postgres.js');
const { createDatabaseIfMissing } = await dist('shared/database/local-database.js');
const { loadConfig } = await dist('config/config.js');
const { migrateDatabase } = await dist('shared/database/orm.js');
const { createApp } = await dist('app.js');
const { sql } = await dist('shared/database/sql.js');
const { CreateUser } = await dist('modules/identity/public/identity.commands.js');
const { OpenAccount } = await dist('modules/accounts/public/accounts.api.js');
const { BANK_TIME_ZONE } = await import(`${root}/contracts/dist/bank.js`);

const dataDir = `${root}/.data/bench-statements`;
rmSync(dataDir, { recursive: true, force: true });
const db = await startLocalDatabase(dataDir, await freePort(), { persistent: false });
await createDatabaseIfMissing(db.serverUrl, 'bench');
await migrateDatabase(`${db.serverUrl}/bench`);
const app = await createApp({ ...loadConfig({ NODE_ENV: 'development' }), databaseUrl: `${db.serverUrl}/bench`, runScheduledJobs: false, seedDemoData: false, logLevel: 'error' });
const port = await freePort();
await app.listen(port, '127.0.0.1');
const bus = app.get(CommandBus);
const em = app.get(EntityManager).fork();

const user = await bus.execute(new CreateUser({ customerId: 'BENCHST', email: 'benchst@example.test', password: 'Bench-password-1', firstName: 'Bench', lastName: 'Statement', address: '1 Bench Street, New York, NY 10001' }));
const login = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId: 'BENCHST', password: 'Bench-password-1' }) });
const cookie = cookiesOf(login);

console.log('lines    format  first byte  total     size      memory rise (RSS)');
for (const lines of SIZES) {
  const account = await bus.execute(new OpenAccount({ userId: user.id, accountType: 'checking', currency: 'USD' }));
  await seed(account.id, lines);
  for (const format of ['csv', 'pdf']) {
    const r = await download(`/api/statements/download?accountId=${account.id}&period=current-month&format=${format}`);
    console.log(`${String(lines).padEnd(8)} ${format.padEnd(7)} ${`${r.firstByte} ms`.padEnd(11)} ${`${r.total} ms`.padEnd(9)} ${`${(r.bytes / 1e6).toFixed(1)} MB`.padEnd(9)} ${(r.rise / 1e6).toFixed(0)} MB`);
  }
}
await app.close();
await db.stop();

/** `count` ledger lines spread over this bank month up to now, balanced against the bank's external account. */
async function seed(accountId, count) {
  await sql(em,
    `with bounds as (select (date_trunc('month', now() at time zone '${BANK_TIME_ZONE}') at time zone '${BANK_TIME_ZONE}') as start, now() as stop),
     entries as (
       insert into accounts.journal_entries (transaction_id, kind, memo, created_at)
       select null, 'adjustment', 'Bench line ' || i, b.start + (b.stop - b.start) * (i::float8 / ($2 + 1)) from generate_series(1, $2) i, bounds b
       returning id, created_at)
     insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
     select e.id, legs.account_id, legs.amount, 'USD', e.created_at from entries e
     cross join (values ($1::uuid, 1.25), ((select id from accounts.accounts where account_number = 'INT-EXTERNAL-USD'), -1.25)) legs(account_id, amount)`,
    [accountId, count]);
  await sql(em, `update accounts.accounts set balance = (select sum(amount) from accounts.postings where account_id = $1) where id = $1`, [accountId]);
}

/** Downloads a file, sampling this process's resident memory while it streams. */
function download(path) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      let firstByte;
      let bytes = 0;
      res.on('data', (chunk) => { firstByte ??= performance.now(); bytes += chunk.length; });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ firstByte: Math.round(firstByte - started), total: Math.round(performance.now() - started), bytes, rise: peak - before });
      });
    }).on('error', reject);
  });
}
