import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../src/config/config.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { freePort } from '../support/free-port.js';
import { createSuiteDatabase } from '../support/test-database.js';

const MAIN = resolve(REPO_ROOT, 'backend/dist/src/main.js');

describeWithDatabase('graceful shutdown: SIGTERM finishes the requests in flight', 'starts a server of its own', () => {
  let db: Awaited<ReturnType<typeof createSuiteDatabase>>;
  let server: ChildProcess;
  let port: number;
  beforeAll(async () => {
    db = await createSuiteDatabase();
    port = await freePort();
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: db.appUrl, WEB_CONCURRENCY: '1', METRICS_PORT: '',
        SESSION_SECRET: 'test-secret', SEED_DEMO_DATA: 'false', RUN_SCHEDULED_JOBS: 'false', LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    for (let waited = 0; !output.includes('is running on'); waited += 100) {
      if (waited > 150_000 || server.exitCode !== null) throw new Error(`the server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await db.drop();
  });

  it('answers a request whose body is still arriving, refuses new connections, then exits 0', async () => {
    // A sign-in whose body is half sent when the signal comes: the server has the request in hand.
    const body = JSON.stringify({ customerId: 'NOBODY1', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.exitCode).toBeNull();
    expect(await connects(port)).toBe(false);

    socket.write(body.slice(10));
    const answer = await readAll(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"code":"IDENTITY.INVALID_CREDENTIALS"');
    expect((await exited)[0]).toBe(0);
  }, 60_000);
});

function connects(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => { probe.destroy(); done(true); });
    probe.once('error', () => done(false));
  });
}

async function readAll(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => { text += chunk.toString(); });
  await once(socket, 'close');
  return text;
}
