// `npm run smoke:production`: the production recipe, run without Docker (docs/operations.md).
// Builds with scripts/build-production.sh (what docker/Dockerfile runs), starts two instances in
// production mode on the machine's PostgreSQL at 127.0.0.1:5432 when one answers (else a throwaway
// embedded one), in a fresh database made for this run and dropped after (migrated by an owner role,
// served by an app role that owns nothing: both named for the run, dropped after), behind Caddy with
// docker/Caddyfile on 127.0.0.1, then over HTTPS: signs in, moves money through both instances,
// kills one with SIGKILL mid-traffic and retries with the same Idempotency-Key, and checks HSTS,
// compression, the client's address, the scheduled jobs, reconcile-ledger and the backup drill.
// SMOKE_REUSE_BUILD=1 reuses .build/smoke/app from an earlier run (while changing this script);
// SMOKE_CHECKOUT_BUILT=1 packages the checkout's build as it is (BUILT=1 of build-production.sh):
// .ci/run built it in its build step and runs the journeys from it while the smoke runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import { connect } from 'node:net';
import https from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { generateSync } from 'otplib';
import pg from 'pg';
import { caddyInFrontOf, freePort } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(root, '.build/smoke');
const app = join(work, 'app');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const results = [];
const cleanups = [];

/** One line of the summary; a failed check stops the run. */
function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) throw new Error(`check failed: ${name}`);
}
const step = (text) => console.log(`\n[${seconds()} s] ${text}`);

async function main() {
  mkdirSync(work, { recursive: true });
  if (process.env.SMOKE_REUSE_BUILD && existsSync(join(app, 'backend/dist/src/main.js'))) {
    step(`reusing the production build in ${app}`);
  } else {
    const built = process.env.SMOKE_CHECKOUT_BUILT === '1';
    step(`${built ? 'packaging the checkout\'s build' : 'building'} with scripts/build-production.sh (what docker/Dockerfile runs)`);
    execFileSync('sh', ['scripts/build-production.sh', app], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, BUILT: built ? '1' : '' } });
  }
  ensureCaddy();

  step('database');
  const db = await freshDatabase();
  // No mail server in the smoke: mail waits in the queue and is retried (nothing here sends any).
  const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), CARD_ENCRYPTION_KEY: randomBytes(32).toString('hex'), SMTP_URL: `smtp://127.0.0.1:${await freePort()}` };
  const ports = { a: await freePort(), b: await freePort(), metricsA: await freePort(), metricsB: await freePort() };
  const proxy = await caddyInFrontOf(`127.0.0.1:${ports.a} 127.0.0.1:${ports.b}`, join(work, 'caddy'));
  const { origin } = proxy;
  const production = { NODE_ENV: 'production', DATABASE_URL: db.url, ...secrets, PATH: process.env.PATH, HOME: process.env.HOME };

  step('migrations as the owner role, with the documented command; the app as a role that owns nothing');
  const migrated = runJob(app, production, ['migrate'], { MIGRATION_DATABASE_URL: db.ownerUrl });
  check('npm run job -- migrate (the owner role)', migrated.status === 0, migrated.output.trim().split('\n').pop());
  const appRole = await db.asApp(`select r.rolsuper, (select count(*)::int from pg_tables where tableowner = current_user) as owned,
    has_table_privilege('admin.audit_log', 'update') as can_update, has_table_privilege('admin.audit_log', 'delete') as can_delete from pg_roles r where r.rolname = current_user`);
  const replica = await db.asApp('set session_replication_role = replica').then(() => 'allowed', (error) => error.message);
  const untriggered = await db.asApp('alter table admin.audit_log disable trigger user').then(() => 'allowed', (error) => error.message);
  check('the app role is no superuser, owns no table, and cannot alter the audit log',
    !appRole[0].rolsuper && appRole[0].owned === 0 && !appRole[0].can_update && !appRole[0].can_delete && /permission denied/.test(replica) && /must be owner/.test(untriggered),
    `${db.roles.app}: ${replica}; ${untriggered}`);

  step('two instances in production mode, behind Caddy');
  const instanceEnv = (port, metricsPort) => ({
    ...production, PORT: String(port), METRICS_PORT: String(metricsPort), APP_ORIGIN: origin, TRUST_PROXY: 'true', WEB_CONCURRENCY: '1',
  });
  const a = startInstance('a', instanceEnv(ports.a, ports.metricsA));
  const b = startInstance('b', instanceEnv(ports.b, ports.metricsB));
  await Promise.all([a.ready, b.ready]);
  const caddy = spawnLogged('caddy', 'caddy', proxy.args, { cwd: root, env: proxy.env });
  await until(() => { caddy.mustBeRunning(); return existsSync(proxy.caFile); }, 'Caddy made its local certificate authority');
  const client = new HttpsClient(proxy.httpsPort, readFileSync(proxy.caFile));
  await until(async () => {
    caddy.mustBeRunning();
    return (await client.request('GET', '/api/health').catch(() => ({ status: 0 }))).status === 200;
  }, 'the app answers through Caddy');
  check('Caddy terminates TLS for localhost with its local certificate', true, origin);

  step('HTTPS, redirect, headers');
  const redirect = await plainHttp(proxy.httpPort, '/dashboard');
  // Caddy's redirect names the standard HTTPS port (443, as in compose), not this run's.
  check('HTTP is redirected to HTTPS', redirect.status === 308 && /^https:\/\/localhost(:\d+)?\/dashboard$/.test(redirect.location ?? ''), `${redirect.status} → ${redirect.location}`);
  const home = await client.request('GET', '/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  check('HSTS from the app', /max-age=\d+/.test(home.headers['strict-transport-security'] ?? ''), home.headers['strict-transport-security']);
  // React's chunk, which every page loads (the landing page's own entry is too small to compress).
  const asset = home.text.match(/"(\/assets\/react-[^"]+\.js)"/)?.[1];
  const script = asset && await client.request('GET', asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
  check('hashed assets precompressed and cached as immutable', script?.headers['content-encoding'] === 'br' && /immutable/.test(script.headers['cache-control']),
    `${asset}: ${script?.headers['content-encoding']}, ${script?.rawLength} bytes for ${script?.body.length}, ${script?.headers['cache-control']}`);
  check('pages revalidated on every visit (/ is the pre-rendered landing page)', home.headers['cache-control'] === 'no-cache');
  check('no OpenAPI document in production', (await client.request('GET', '/api/docs/openapi.json')).status === 404);

  step('the first administrator, made with the documented command');
  const adminPassword = randomBytes(12).toString('base64url');
  const made = runJob(app, production, ['create-admin', 'SMOKEADMIN', 'smoke-admin@bank.example'], { ADMIN_PASSWORD: adminPassword });
  check('npm run job -- create-admin (built code, no build step)', made.status === 0, made.output.trim().split('\n').pop());

  const admin = client.session();
  const signIn = await admin.post('/api/login', { customerId: 'SMOKEADMIN', password: adminPassword });
  const cookie = signIn.headers['set-cookie']?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  check('sign-in sets a Secure, HttpOnly session cookie', signIn.status === 200 && /;\s*Secure/i.test(cookie ?? '') && /HttpOnly/i.test(cookie ?? ''), cookie?.replace(/=[^;]+/, '=…'));
  const me = await admin.get('/api/user');
  check('the Secure cookie sticks over HTTPS', me.status === 200 && me.json.customerId === 'SMOKEADMIN');
  check('personal answers are no-store', me.headers['cache-control'] === 'no-store');
  const unenrolled = await admin.get('/api/admin/stats');
  check('the back office refuses an administrator without sign-in verification', unenrolled.status === 403 && /Settings → Security/.test(unenrolled.json?.message ?? ''), `${unenrolled.status} ${unenrolled.json?.message ?? ''}`);
  const enrolment = await admin.post('/api/user/2fa/enable');
  const enrolled = await admin.post('/api/user/2fa/confirm', { code: generateSync({ secret: enrolment.json?.secret ?? '' }) });
  check('the administrator turns on sign-in verification (an authenticator app)', enrolment.status === 200 && enrolled.status === 200, `${enrolment.status}, ${enrolled.status}`);

  step('a customer with money, through the back office');
  const customer = { customerId: 'SMOKE001', password: `Smoke-${randomBytes(6).toString('hex')}`, email: 'smoke001@bank.example', firstName: 'Sam', lastName: 'Smoke' };
  const created = await admin.post('/api/admin/users', customer);
  check('admin creates a customer', created.status === 201, `${created.status} ${created.json?.message ?? ''}`);
  const userId = created.json.user.id;
  const checking = await admin.post('/api/admin/accounts', { userId, accountType: 'checking', currency: 'USD', initialBalance: '1000.00' });
  const savings = await admin.post('/api/admin/accounts', { userId, accountType: 'savings', currency: 'USD', initialBalance: '0' });
  check('admin opens a funded checking and a savings account', checking.status === 201 && savings.status === 201, `${checking.json?.account?.accountNumber} with 1000.00, ${savings.json?.account?.accountNumber}`);

  const sam = client.session();
  await sam.post('/api/login', { customerId: customer.customerId, password: customer.password });
  const answers = { 'What was the name of your first pet?': 'Rex', 'In which city were you born?': 'Lisbon', 'What is your favourite colour?': 'Blue' };
  const [q1, q2, q3] = Object.keys(answers);
  const questions = await sam.post('/api/auth/security-questions', { question1: q1, question2: q2, question3: q3, answer1: answers[q1], answer2: answers[q2], answer3: answers[q3], currentPassword: customer.password });
  const signature = await sam.post('/api/auth/signature', { signatureData: SIGNATURE, currentPassword: customer.password });
  check('the customer sets up security over the API', questions.status < 300 && signature.status < 300, `${questions.status}, ${signature.status}`);

  step('transfers through both instances; one is killed with SIGKILL mid-traffic');
  const amounts = Array.from({ length: 24 }, (_, i) => `${1 + (i % 5)}.${String(11 * i % 100).padStart(2, '0')}`);
  const bodyOf = (i) => ({ fromAccountId: checking.json.account.id, toAccountNumber: savings.json.account.accountNumber, amount: amounts[i], description: `smoke-${i}` });
  // One question at a time, as a customer answers them: asking while a question is open gives
  // that same question again, so clients asking at once would answer, and spend, each other's.
  let authorizing = Promise.resolve();
  const authorize = (body) => {
    const turn = authorizing.then(() => retrying(async () => {
      const challenge = await sam.post('/api/auth/step-up/challenge', {});
      if (challenge.status !== 201) throw new Retry(`challenge ${challenge.status}`);
      const verify = await sam.post('/api/auth/step-up/verify', { challengeId: challenge.json.challengeId, answer: answers[challenge.json.question], signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: body });
      if (verify.status !== 200 && verify.status !== 201) throw new Retry(`verify ${verify.status} ${verify.text.slice(0, 120)}`);
      return verify.json.authorizationToken;
    }));
    authorizing = turn.catch(() => undefined);
    return turn;
  };
  /** Posts the transfer through Caddy, retrying with the same Idempotency-Key what a dead instance dropped. */
  const post = async (i, body, token, key, attempts = 0) => {
    const answer = await retrying(async () => {
      attempts += 1;
      const res = await sam.post('/api/transfer', { ...body, authorizationToken: token }, { 'Idempotency-Key': key });
      if (res.status >= 500) throw new Retry(`transfer ${res.status}`);
      return res;
    });
    if (answer.status !== 201) throw new Error(`transfer ${i} answered ${answer.status}: ${answer.text}`);
    return { i, attempts };
  };
  const transfer = async (i) => {
    const body = bodyOf(i);
    return post(i, body, await authorize(body), randomUUID());
  };

  // One transfer is surely in flight on instance b when it dies: sent straight to it, its body
  // half written. Its retry through Caddy carries the same Idempotency-Key and authorization.
  const inFlight = amounts.length;
  amounts.push('7.77');
  const inFlightBody = bodyOf(inFlight);
  const inFlightToken = await authorize(inFlightBody);
  const inFlightKey = randomUUID();

  // Four clients at once; after the first eight transfers, instance b is killed while the rest run.
  const done = [];
  let next = 0;
  let killedAt = null;
  let beforeKill = null;
  const jobTicks = async () => {
    const rows = await db.query(`select job, count(*)::int as n from platform.scheduled_job_runs group by job`);
    return ['settle-transfers', 'settle-international'].map((job) => ({ job, n: rows.find((row) => row.job === job)?.n ?? 0 }));
  };
  const clients = Array.from({ length: 4 }, async () => {
    while (next < inFlight) {
      const i = next++;
      done.push(await transfer(i));
      if (done.length >= 8 && !killedAt) {
        killedAt = done.length;
        // settle-international ticks every 15 s: a fast run reaches the kill before its first tick.
        // Both instances fire every tick, and on a loaded machine the one that loses a claim can
        // fire seconds after the winner: wait for its skip too, not only for the two claims.
        await until(async () => {
          const seen = { a: await scrape(ports.metricsA), b: await scrape(ports.metricsB), slots: await jobTicks() };
          const skippedOnce = ({ job }) => jobRuns(seen.a, job, 'skipped') + jobRuns(seen.b, job, 'skipped') > 0;
          if (seen.slots.every((row) => row.n >= 2) && seen.slots.every(skippedOnce)) beforeKill = seen;
          return beforeKill !== null;
        }, 'both settlement jobs claimed two ticks and each was skipped once by the instance that lost a claim', 60_000);
        const cut = await halfSentTransfer(ports.b, sam.cookies, { ...inFlightBody, authorizationToken: inFlightToken }, inFlightKey);
        b.process.kill('SIGKILL');
        const lost = await cut.closed;
        done.push(await post(inFlight, inFlightBody, inFlightToken, inFlightKey, 1));
        check('a transfer in flight on the killed instance is retried with its Idempotency-Key', /no answer/.test(lost), `instance b died holding it (${lost}); the retry through Caddy answered 201`);
      }
    }
  });
  await Promise.all(clients);
  const retried = done.filter((d) => d.attempts > 1).length;
  check('every transfer answered 201, retried ones with the same Idempotency-Key', done.length === amounts.length,
    `${done.length} transfers, ${retried} retried after the kill, instance b killed after ${killedAt}`);
  const servedA = transfersServed(beforeKill.a);
  const servedB = transfersServed(beforeKill.b);
  check('both instances served transfers before the kill', servedA > 0 && servedB > 0, `a ${servedA}, b ${servedB}`);

  const jobLines = ['settle-transfers', 'settle-international'].map((job) => {
    const ran = jobRuns(beforeKill.a, job, 'ok') + jobRuns(beforeKill.b, job, 'ok');
    const skipped = jobRuns(beforeKill.a, job, 'skipped') + jobRuns(beforeKill.b, job, 'skipped');
    const slots = beforeKill.slots.find((row) => row.job === job)?.n ?? 0;
    return { job, ran, skipped, slots, a: jobRuns(beforeKill.a, job, 'ok'), b: jobRuns(beforeKill.b, job, 'ok') };
  });
  for (const j of jobLines) {
    // Each tick is fired by both instances: the one that claims it runs it, the other skips.
    check(`${j.job} ran once per tick across the two`, j.ran > 0 && Math.abs(j.ran - j.slots) <= 1 && j.skipped > 0,
      `${j.slots} ticks claimed, ${j.ran} runs (a ${j.a}, b ${j.b}), ${j.skipped} skipped as already claimed`);
  }

  step('after the kill: settlement, balances, the client address, reconcile');
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount.replace('.', '')), 0n);
  const cents = (n) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
  let accounts;
  await until(async () => {
    const list = await sam.get('/api/transactions?limit=100');
    const mine = list.json.items.filter((t) => t.description?.startsWith('smoke-'));
    accounts = await sam.get('/api/accounts');
    return mine.length >= amounts.length && mine.every((t) => t.status === 'completed');
  }, 'every transfer settled by the surviving instance');
  const list = await sam.get('/api/transactions?limit=100', { 'Accept-Encoding': 'br, gzip' });
  const descriptions = list.json.items.map((t) => t.description).filter((d) => d?.startsWith('smoke-'));
  const once = amounts.every((_, i) => descriptions.filter((d) => d === `smoke-${i}`).length === 1);
  check('each transfer recorded exactly once (nothing lost, nothing doubled)', once && descriptions.length === amounts.length, `${descriptions.length} of ${amounts.length}`);
  check('JSON above 1 KB compressed', ['br', 'gzip'].includes(list.headers['content-encoding']), `${list.headers['content-encoding']}: ${list.rawLength} bytes for ${list.body.length}`);
  const balance = (id) => accounts.json.find((account) => account.id === id)?.balance;
  check('balances moved by exactly the transfers', balance(checking.json.account.id) === cents(100000n - total) && balance(savings.json.account.id) === cents(total),
    `checking ${balance(checking.json.account.id)}, savings ${balance(savings.json.account.id)} (sent ${cents(total)})`);

  const transferLines = readFileSync(a.log, 'utf8').split('\n').filter((line) => line.includes('"path":"/api/transfer"'));
  const addresses = new Set(transferLines.map((line) => JSON.parse(line).ip));
  check("the app logs the client's address, not the proxy's", addresses.size === 1 && addresses.has(CLIENT_ADDRESS), `${[...addresses].join(', ')} (the client connects from ${CLIENT_ADDRESS}, Caddy from 127.0.0.1)`);

  const reconcile = runJob(app, production, ['reconcile-ledger']);
  check('reconcile-ledger is green', reconcile.status === 0, reconcile.output.trim().split('\n').pop());

  step('backup and restore drill (scripts/backup-drill.sh)');
  if (!db.pgBin) {
    check('backup drill', true, `skipped: no pg_dump for the embedded PostgreSQL ${db.version}`);
  } else {
    // The drill makes a database beside the original: the server's administrator runs it, not the app role.
    const drill = spawnSync('sh', ['scripts/backup-drill.sh', join(work, 'smoke.dump')], { cwd: root, encoding: 'utf8', env: { ...production, DATABASE_URL: db.superuserUrl, PG_BIN: db.pgBin } });
    check('backup restored: balances and reconcile identical', drill.status === 0, `${drill.stdout}${drill.stderr}`.trim().split('\n').pop());
  }
  void caddy;
}

/** The app sees this address as the client's: Caddy connects to it from 127.0.0.1. */
const CLIENT_ADDRESS = '127.0.0.7';
/** The session cookie's name (backend/src/shared/http/session.ts). */
const SESSION_COOKIE = 'bank.sid';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A TLS client of Caddy on 127.0.0.1 that checks its certificate against Caddy's local CA. */
class HttpsClient {
  constructor(port, ca) { this.port = port; this.ca = ca; }

  request(method, path, { body, headers = {}, cookies } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request({
        host: '127.0.0.1', port: this.port, servername: 'localhost', ca: this.ca, localAddress: CLIENT_ADDRESS, method, path, agent: false, timeout: 30_000,
        headers: {
          Host: `localhost:${this.port}`, ...(payload && { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...(cookies?.size && { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') }), ...headers,
        },
      }, (res) => {
        const parts = [];
        res.on('data', (chunk) => parts.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(parts);
          const encoding = res.headers['content-encoding'];
          const bytes = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          const text = bytes.toString('utf8');
          let json;
          try { json = JSON.parse(text); } catch { json = undefined; }
          resolve({ status: res.statusCode, headers: res.headers, body: bytes, rawLength: raw.length, text, json });
        });
      });
      req.once('timeout', () => req.destroy(new Error('timed out')));
      req.once('error', reject);
      req.end(payload);
    });
  }

  /** A browser's cookie jar: keeps what Set-Cookie sends. */
  session() {
    const cookies = new Map();
    const send = async (method, path, body, headers) => {
      const res = await this.request(method, path, { body, headers, cookies });
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    return { cookies, get: (path, headers) => send('GET', path, undefined, headers), post: (path, body, headers) => send('POST', path, body, headers) };
  }
}

function plainHttp(port, path) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers: { Host: `localhost:${port}` }, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, location: res.headers.location });
    }).once('error', reject);
  });
}

/**
 * POST /api/transfer straight to one instance (as Caddy would pass it on), its body half sent, so
 * the instance holds the request when it is killed. `closed` tells what became of the connection.
 */
async function halfSentTransfer(port, cookies, body, key) {
  const payload = JSON.stringify(body);
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write([
    'POST /api/transfer HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`,
    `Idempotency-Key: ${key}`, 'X-Forwarded-Proto: https', `Cookie: ${[...cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`, '', '',
  ].join('\r\n'));
  socket.write(payload.slice(0, 20));
  await new Promise((r) => setTimeout(r, 300));
  let answer = '';
  socket.on('data', (chunk) => { answer += chunk; });
  socket.on('error', () => {});
  // Wrapped: an async function's returned promise would be awaited by the caller before the kill.
  return { closed: once(socket, 'close').then(() => (answer ? `it answered first: ${answer.split('\r\n')[0]}` : 'the connection closed with no answer')) };
}

class Retry extends Error {}

/** Retries what failed because an instance died (a reset connection, a 502 from Caddy). */
async function retrying(attempt) {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const transient = error instanceof Retry || ['ECONNRESET', 'EPIPE', 'ECONNREFUSED'].includes(error.code) || /socket hang up|timed out/.test(error.message);
      if (!transient || tries >= 10) throw error;
      await new Promise((r) => setTimeout(r, 300 * tries));
    }
  }
}

function spawnLogged(name, command, args, options) {
  const log = join(work, `${name}.log`);
  rmSync(log, { force: true });
  const child = spawn('sh', ['-c', `exec "$0" "$@" >>"${log}" 2>&1`, command, ...args], { ...options, stdio: 'ignore' });
  cleanups.push(async () => { if (child.exitCode === null && child.signalCode === null) { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); } });
  /** Throws with the end of its log once the process has exited: a wait on it need not run out. */
  const mustBeRunning = () => {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
  };
  return Object.assign(child, { log, mustBeRunning });
}

function startInstance(name, env) {
  const child = spawnLogged(`instance-${name}`, process.execPath, ['backend/dist/src/main.js'], { cwd: app, env: { ...env, LOG_LEVEL: 'info' } });
  const ready = until(async () => {
    child.mustBeRunning();
    const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health/ready`).catch(() => null);
    return res?.status === 200;
  }, `instance ${name} is ready`);
  return { process: child, log: child.log, ready };
}

/** `npm run job -- …` in the production build, as an operator runs it there (and in the image). */
function runJob(dir, env, args, extra = {}) {
  const run = spawnSync('npm', ['run', 'job', '--', ...args], { cwd: dir, encoding: 'utf8', env: { ...env, ...extra } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function scrape(port) {
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

function sample(metrics, series) {
  const line = metrics.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}
const transfersServed = (metrics) => sample(metrics, 'bank_transfers_total{kind="domestic",outcome="accepted"}');
const jobRuns = (metrics, job, result) => sample(metrics, `bank_job_runs_total{job="${job}",result="${result}"}`);

/** Debian's caddy, installed with apt-get when missing (as .ci/run installs chromium). */
function ensureCaddy() {
  if (spawnSync('caddy', ['version']).status === 0) return;
  step("installing Debian's caddy");
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('caddy is missing and apt-get could not install it');
}

/** A database of its own on the machine's PostgreSQL 15 when one answers, else on an embedded server. */
async function freshDatabase() {
  let serverUrl = 'postgres://postgres@127.0.0.1:5432';
  let pgBin = '/usr/bin';
  const probe = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    const { startLocalDatabase } = await import('../backend/dist/src/shared/database/embedded-postgres.js');
    const dataDir = join(work, 'pg');
    rmSync(dataDir, { recursive: true, force: true });
    const local = await startLocalDatabase(dataDir, await freePort(), { persistent: false });
    cleanups.push(async () => { await local.stop(); rmSync(dataDir, { recursive: true, force: true }); });
    serverUrl = local.serverUrl;
    pgBin = null;
  } finally {
    await probe.end().catch(() => {});
  }
  const name = `bank_smoke_${process.pid}_${Date.now().toString(36)}`;
  // The two roles of docs/operations.md, with names unique to this run (roles belong to the whole server).
  const roles = { owner: `${name}_owner`, app: `${name}_app` };
  const passwords = { owner: randomBytes(18).toString('hex'), app: randomBytes(18).toString('hex') };
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  const version = (await admin.query('show server_version')).rows[0].server_version;
  for (const role of ['owner', 'app']) await admin.query(`create role ${roles[role]} login password '${passwords[role]}'`);
  cleanups.push(() => superuserQuery(serverUrl, `drop role if exists ${roles.app}; drop role if exists ${roles.owner}`));
  await admin.query(`create database ${name} owner ${roles.owner}`);
  await admin.end();
  const superuserUrl = `${serverUrl}/${name}`;
  const as = (role) => { const url = new URL(superuserUrl); url.username = roles[role]; url.password = passwords[role]; return url.toString(); };
  const pool = new pg.Pool({ connectionString: superuserUrl, max: 1 });
  cleanups.push(async () => {
    await pool.end();
    await superuserQuery(serverUrl, `drop database if exists ${name} with (force)`);
  });
  console.log(`${name} on PostgreSQL ${version} (${pgBin ? 'the machine\'s, 127.0.0.1:5432' : 'embedded, throwaway'}), roles ${roles.owner} and ${roles.app}`);
  const asApp = async (text) => {
    const client = new pg.Client({ connectionString: as('app') });
    await client.connect();
    try { return (await client.query(text)).rows; } finally { await client.end(); }
  };
  return { url: as('app'), ownerUrl: as('owner'), superuserUrl, roles, pgBin, version, asApp, query: async (text) => (await pool.query(text)).rows };
}

async function superuserQuery(serverUrl, text) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try { await client.query(text); } finally { await client.end(); }
}

async function until(condition, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting until ${what}`);
}

// Last, so every class and constant above is defined when main() runs.
try {
  await main();
  console.log(`\nsmoke:production passed: ${results.length} checks in ${seconds()} s`);
} catch (error) {
  console.error(`\nsmoke:production FAILED after ${seconds()} s: ${error instanceof Error ? error.message : String(error)}`);
  // The end of each log here too: CI keeps this output, not the machine's files.
  for (const log of readdirSync(work).filter((name) => name.endsWith('.log'))) {
    console.error(`\n--- ${join(work, log)}, its last lines:\n${readFileSync(join(work, log), 'utf8').split('\n').slice(-25).join('\n')}`);
  }
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`cleanup: ${error.message}`));
}
