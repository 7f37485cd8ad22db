import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../src/config/config.js';
import { freePort } from '../support/free-port.js';
import { createSuiteDatabase } from '../support/test-database.js';
import { describeWithDatabase } from '../support/contract-target.js';

/** The built server (npm test builds it first), started as production starts it: several workers on one port. */
const MAIN = resolve(REPO_ROOT, 'backend/dist/src/main.js');

describeWithDatabase('the server with WEB_CONCURRENCY workers (node cluster)', 'starts servers of its own', () => {
  let db: Awaited<ReturnType<typeof createSuiteDatabase>>;
  let primary: ChildProcess;
  let base: string;
  beforeAll(async () => {
    db = await createSuiteDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: db.appUrl, WEB_CONCURRENCY: '2',
        SESSION_SECRET: 'test-secret', SEED_DEMO_DATA: 'false', RUN_SCHEDULED_JOBS: 'false', LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // The banner comes once every worker listens.
    let output = '';
    primary.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    await until(async () => output.includes('is running on'));
  }, 180_000);
  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await db.drop();
  });

  it('serves from two worker processes on one port', async () => {
    expect(workersOf(primary.pid!)).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => health(base)));
    expect(answers).toEqual(Array(20).fill(200));
  });

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = workersOf(primary.pid!);
    process.kill(victim, 'SIGKILL');
    await until(async () => { const now = workersOf(primary.pid!); return now.length === 2 && !now.includes(victim); });
    expect(workersOf(primary.pid!)).toContain(survivor);
    // A connection handed to the worker in the instant it died is lost, as on any crash; the
    // replacement is in the rotation only once it listens.
    await until(async () => (await Promise.all(Array.from({ length: 10 }, () => health(base)))).every((status) => status === 200));
  }, 180_000);

  it('stops every worker and exits cleanly on SIGTERM', async () => {
    const workers = workersOf(primary.pid!);
    const exited = new Promise<number | null>((done) => primary.once('exit', (code) => done(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(isRunning(pid)).toBe(false);
  });
});

/** GET /api/health on a new connection each time, as a new visitor would arrive; 0 when nothing answers. */
function health(base: string): Promise<number> {
  return new Promise((done, fail) => {
    const request = http.get(`${base}/api/health`, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    request.once('timeout', () => { request.destroy(); done(0); });
    request.once('error', fail);
  });
}

function workersOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children ? children.split(' ').map(Number) : [];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits up to 150 s: starting a worker builds the whole app, which is slow on a busy machine. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 150_000; waited += 100) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}
