// Once per `npm test`: a PostgreSQL server (embedded, or DATABASE_URL's server) and a template
// database with every migration applied, which each suite clones into a database of its own.
// Plain JS on the built backend: jest loads global setup outside its ESM module mapping.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../dist/src/config/config.js';
import { startLocalDatabase } from '../../dist/src/shared/database/embedded-postgres.js';
import { migrateDatabase } from '../../dist/src/shared/database/orm.js';
import { freePort } from './free-port.js';

export default async function globalSetup() {
  let serverUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '';
    serverUrl = url.toString().replace(/\/$/, '');
  } else {
    // Each run its own server and files, so runs side by side never share or stop each other's.
    const dataDir = resolve(REPO_ROOT, `.data/test-pg/${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    const local = await startLocalDatabase(dataDir, await freePort(), { persistent: false });
    globalThis.__bankTestDb = { stop: async () => { await local.stop(); rmSync(dataDir, { recursive: true, force: true }); } };
    serverUrl = local.serverUrl;
  }
  const template = `bank_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  await adminQuery(serverUrl, `create database ${template}`);
  await migrateDatabase(`${serverUrl}/${template}`);
  process.env.BANK_TEST_SERVER_URL = serverUrl;
  process.env.BANK_TEST_TEMPLATE_DB = template;
}

export async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
