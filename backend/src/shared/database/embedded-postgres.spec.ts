import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../config/config.js';
import { freePort } from '../../../test/support/free-port.js';
import { startLocalDatabase, type LocalDatabase } from './embedded-postgres.js';

describe('reusing an embedded PostgreSQL already on the port', () => {
  const base = resolve(REPO_ROOT, `.data/test-pg/reuse-${process.pid}`);
  const ours = `${base}/ours`;
  const anotherCheckouts = `${base}/another-checkout`;
  let port: number;
  let running: LocalDatabase;

  beforeAll(async () => {
    rmSync(base, { recursive: true, force: true });
    port = await freePort();
    running = await startLocalDatabase(ours, port, { persistent: false });
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('reuses the server when it serves this data directory', async () => {
    const again = await startLocalDatabase(`${ours}/../ours`, port, { persistent: false });
    const client = new pg.Client({ connectionString: `${again.serverUrl}/postgres` });
    await client.connect();
    try {
      expect((await client.query('show data_directory')).rows[0].data_directory).toBe(ours);
    } finally {
      await client.end();
    }
    await again.stop(); // a reuser never stops the server it borrowed
    await expect(startLocalDatabase(ours, port, { persistent: false })).resolves.toBeDefined();
  });

  it("refuses another checkout's server, naming the port and the variable to change, and starts nothing", async () => {
    await expect(startLocalDatabase(anotherCheckouts, port, { persistent: true, portSetting: 'EMBEDDED_PG_PORT' })).rejects.toThrow(
      `port ${port} is taken by a PostgreSQL serving ${ours}, not this checkout's ${anotherCheckouts}: stop it, or set EMBEDDED_PG_PORT to a free port`,
    );
    expect(existsSync(anotherCheckouts)).toBe(false);
  });

  it('refuses a port where something other than PostgreSQL listens', async () => {
    const squatter = net.createServer((socket) => socket.on('error', () => {}).end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const squatted = await freePort();
    await new Promise<void>((listening) => squatter.listen(squatted, '127.0.0.1', listening));
    try {
      await expect(startLocalDatabase(anotherCheckouts, squatted, { persistent: true, portSetting: 'EMBEDDED_PG_PORT' })).rejects.toThrow(
        new RegExp(`^port ${squatted} is taken by something that is not this checkout's embedded PostgreSQL \\(.*\\): stop it, or set EMBEDDED_PG_PORT to a free port$`),
      );
    } finally {
      squatter.close();
    }
  });

  it('`npm start` stops with that one line, and exit code 1, when DATA_DIR is not the running server\'s', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: anotherCheckouts, EMBEDDED_PG_PORT: String(port), PORT: String(await freePort()), NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, [resolve(REPO_ROOT, 'backend/dist/src/main.js')], { env, encoding: 'utf8', timeout: 60_000 });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      `Cannot start: port ${port} is taken by a PostgreSQL serving ${ours}, not this checkout's ${anotherCheckouts}/pg: stop it, or set EMBEDDED_PG_PORT to a free port`,
    );
  });
});
