// `npm run bench:admin`: the back office's lists through the whole HTTP endpoint, at 10,000 and at
// 1,000,000 customers (one account each), each size in its own fresh database of one embedded
// PostgreSQL, served by its own app process. Rows are made in SQL (generate_series), then ANALYZEd.
// Requests alternate between the two sizes, so a machine busy with other work slows both alike.
// Prints p50/p95 per case and size and the ratio of the p95s (target: at most 2.0).
// Settings: BENCH_REQUESTS (timed requests per case and size, default 100), BENCH_SIZES (default 10000,1000000).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { percentiles, waitFor, freePort, cookiesOf } from './bench-support.mjs';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => import(`${root}/backend/dist/src/${path}`);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const WARMUP = 20;
const PASSWORD_HASH_OF = 'Bench-admin-1';

const { startLocalDatabase } = await dist('shared/database/embedded-postgres.js');
const { createDatabaseIfMissing } = await dist('shared/database/local-database.js');
const { migrateDatabase } = await dist('shared/database/orm.js');
const { Argon2Hasher } = await dist('shared/security/argon2-hasher.js');

const dataDir = `${root}/.data/bench-admin`;
rmSync(dataDir, { recursive: true, force: true });
const db = await startLocalDatabase(dataDir, await freePort(), { persistent: false });
const passwordHash = await new Argon2Hasher({ hashCost: 'standard' }).hash(PASSWORD_HASH_OF);
const banks = [];
const apps = [];
process.on('exit', () => apps.forEach((a) => a.kill()));
for (const size of SIZES) {
  const name = `bench_admin_${size}`;
  await createDatabaseIfMissing(db.serverUrl, name);
  const databaseUrl = `${db.serverUrl}/${name}`;
  await migrateDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const started = performance.now();
  await seed(pool, size);
  console.log(`${size.toLocaleString('en-US')} customers with an account each seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await pool.end();
  const port = await freePort();
  const app = spawn(process.execPath, [`${root}/backend/dist/src/main.js`], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', RUN_SCHEDULED_JOBS: 'false', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  apps.push(app);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  banks.push({ size, base });
}
// Signed in only once every bank is seeded: a session idle through a long seed would expire.
for (const b of banks) {
  const login = await fetch(`${b.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId: 'ADMIN001', password: PASSWORD_HASH_OF }) });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status}`);
  b.cookie = cookiesOf(login);
}

const CASES = [
  ['users: first page', () => '/api/admin/users?limit=20'],
  ['users: next page', (b) => `/api/admin/users?limit=20&cursor=${b.usersCursor}`],
  ['users: search a name', () => '/api/admin/users?limit=20&search=miller'],
  ['users: search a common term', () => '/api/admin/users?limit=20&search=surname1'],
  ['users: search a customer id', (b) => `/api/admin/users?limit=20&search=CUST${String(Math.floor(b.size / 2)).padStart(7, '0')}`],
  ['accounts: first page', () => '/api/admin/accounts?limit=20'],
  ['accounts: next page', (b) => `/api/admin/accounts?limit=20&cursor=${b.accountsCursor}`],
  ['accounts: search a number', () => '/api/admin/accounts?limit=20&search=8000'],
];

for (const b of banks) {
  b.usersCursor = (await get(b, '/api/admin/users?limit=20')).nextCursor;
  b.accountsCursor = (await get(b, '/api/admin/accounts?limit=20')).nextCursor;
}
const results = {};
for (const [name, path] of CASES) {
  for (const b of banks) {
    const first = await get(b, path(b));
    if (!first.items.length) throw new Error(`${name}: no rows at ${b.size}`);
    b.total = `${first.total ?? ''}${first.totalCapped ? '+' : ''}`;
    b.latencies = [];
  }
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const b of banks) {
      const t0 = performance.now();
      await get(b, path(b));
      if (i >= WARMUP) b.latencies.push(performance.now() - t0);
    }
  }
  results[name] = banks.map((b) => ({ ...percentiles(b.latencies), total: b.total }));
  console.log(`  ${name}: ${results[name].map((r, i) => `${SIZES[i]}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`).join('; ')}`);
}
for (const app of apps) app.kill('SIGTERM');
await db.stop();

const [small, large] = SIZES;
console.log(`\n${REQUESTS} requests per case and size, alternating between them, after ${WARMUP} not timed; ms through HTTP`);
console.log(`${'case'.padEnd(30)} ${`p50 / p95 at ${small.toLocaleString('en-US')} (total)`.padEnd(30)} ${`p50 / p95 at ${large.toLocaleString('en-US')} (total)`.padEnd(30)} p95 ratio`);
let met = true;
for (const [name] of CASES) {
  const [a, b] = results[name];
  const ratio = b.p95 / a.p95;
  if (!(ratio <= 2)) met = false;
  const cell = (r) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} (${r.total})`.padEnd(30);
  console.log(`${name.padEnd(30)} ${cell(a)} ${cell(b)} ${ratio.toFixed(2)}`);
}
console.log(`\ntarget p95 at ${large.toLocaleString('en-US')} <= 2 x p95 at ${small.toLocaleString('en-US')} for every case: ${met ? 'met' : 'NOT met'}`);

/**
 * The administrator, then `size` customers CUST0000001… with varied names (one in 500 a Miller)
 * and one checking account each (80000000 + i), created a second apart, newest last.
 */
async function seed(pool, size) {
  await pool.query(`insert into identity.users (id, customer_id, email, password, first_name, last_name, role)
    values (gen_random_uuid(), 'ADMIN001', 'admin@bank.example', $1, 'Bank', 'Administrator', 'admin')`, [passwordHash]);
  await pool.query(
    `insert into identity.users (id, customer_id, email, password, first_name, last_name, created_at, updated_at)
     select gen_random_uuid(), 'CUST' || lpad(i::text, 7, '0'), 'customer' || i || '@example.test', $1,
       (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[i % 10 + 1],
       case when i % 500 = 0 then 'Miller' else 'Surname' || (i % 4999) end,
       timestamptz '2026-01-01' + i * interval '1 second', timestamptz '2026-01-01' + i * interval '1 second'
     from generate_series(1, $2::int) i`, [passwordHash, size]);
  await pool.query(
    `insert into accounts.accounts (id, user_id, account_number, account_type, currency, balance, created_at, updated_at)
     select gen_random_uuid(), u.id, '80' || lpad((substr(u.customer_id, 5)::int % 1000000)::text, 6, '0'), 'checking', 'USD', 0, u.created_at, u.created_at
     from identity.users u where u.role = 'user'`);
  // Accounts' copy of the holders, as its migration fills it for customers made before it (the app's event keeps it after).
  await pool.query(`insert into accounts.account_holders (user_id, customer_id, first_name, last_name, email, deleted)
    select id, customer_id, first_name, last_name, email, deleted_at is not null from identity.users`);
  await pool.query('vacuum analyze identity.users');
  await pool.query('vacuum analyze accounts.accounts');
  await pool.query('vacuum analyze accounts.account_holders');
}

async function get({ base, cookie }, path) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
