// Once per `npm test`: a PostgreSQL server (embedded, or DATABASE_URL's server) and a template
// database with every migration applied, which each suite clones into a database of its own.
// With CONTRACT_BASE_URL there is no database: the demo users sign in to that server once, and
// every suite of the run shares those sessions (see demo-bank.ts).
// Plain JS on the built backend: jest loads global setup outside its ESM module mapping.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { loadConfig, REPO_ROOT } from '../../dist/src/config/config.js';
import { createApiDocument } from '../../dist/src/app.js';
import { startLocalDatabase } from '../../dist/src/shared/database/embedded-postgres.js';
import { randomBytes } from 'node:crypto';
import { migrateDatabase } from '../../dist/src/shared/database/orm.js';
import { createRoles, urlAs } from '../../dist/src/shared/database/database-roles.js';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { freePort } from './free-port.js';

export default async function globalSetup() {
  await writeOpenApiDocument();
  if (process.env.CONTRACT_BASE_URL) return signInToServer(process.env.CONTRACT_BASE_URL.replace(/\/+$/, ''));
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
  // The app connects as a role that owns nothing, as in production (docs/decisions/database-roles.md);
  // names unique to the run, since roles belong to the whole server.
  const password = () => randomBytes(12).toString('hex');
  const roles = { owner: { name: `bank_owner_t${process.pid}`, password: password() }, app: { name: `bank_app_t${process.pid}`, password: password() } };
  await createRoles(serverUrl, roles);
  // One inbox for the run: every app a suite starts sends there (test-app.ts), and suites read it over its REST API (mail-inbox.ts).
  const maildev = await startMailDev({ smtpPort: await freePort(), webPort: await freePort(), mailDirectory: resolve(REPO_ROOT, `.data/test-maildev/${process.pid}`) });
  globalThis.__bankTestMailDev = maildev;
  process.env.MAILDEV_SMTP_PORT = String(maildev.smtpPort);
  process.env.MAILDEV_WEB_PORT = String(maildev.webPort);
  const template = `bank_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  await adminQuery(serverUrl, `create database ${template} owner ${roles.owner.name}`);
  await migrateDatabase(urlAs(`${serverUrl}/${template}`, roles.owner), roles.app.name);
  process.env.BANK_TEST_SERVER_URL = serverUrl;
  process.env.BANK_TEST_TEMPLATE_DB = template;
  process.env.BANK_TEST_ROLES = JSON.stringify(roles);
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

/** Checks the server answers, and signs each demo user in once for the whole run. */
async function signInToServer(baseUrl) {
  const health = await fetch(`${baseUrl}/api/health`).catch((error) => ({ ok: false, status: error.cause?.code ?? error.message }));
  if (!health.ok) throw new Error(`CONTRACT_BASE_URL=${baseUrl} does not answer GET /api/health (${health.status})`);
  const { DEMO_USERS } = await import('../../dist/src/demo/demo-users.js');
  const sessions = {};
  // The administrator the suites arrange their data as (demo-bank.ts CONTRACT_ADMIN).
  const admin = { customerId: process.env.CONTRACT_ADMIN_ID, password: process.env.CONTRACT_ADMIN_PASSWORD };
  const users = admin.customerId && admin.password ? [...DEMO_USERS.filter((u) => u.customerId !== admin.customerId), admin] : DEMO_USERS;
  for (const { customerId, password } of users) {
    const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId, password }) });
    if (res.status !== 200) throw new Error(`demo user ${customerId} cannot sign in to ${baseUrl} (${res.status} ${await res.text()}): the suites need the demo bank (SEED_DEMO_DATA)`);
    // Every cookie the sign-in sets (the session's and the known-device one), as a browser keeps them.
    sessions[customerId] = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  }
  process.env.BANK_CONTRACT_SESSIONS = JSON.stringify(sessions);
}

/** The OpenAPI document, built from the code, that every answer is checked against (openapi-answers.ts). */
async function writeOpenApiDocument() {
  const file = resolve(REPO_ROOT, `.data/test-openapi/${process.pid}.json`);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(await createApiDocument(loadConfig({ ...process.env, NODE_ENV: 'test' }))));
  process.env.BANK_OPENAPI_DOCUMENT = file;
}
