import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Set by global-setup.js: the server every suite makes its own database on, and the migrated template. */
const TEST_SERVER_URL_ENV = 'BANK_TEST_SERVER_URL';
const TEST_TEMPLATE_ENV = 'BANK_TEST_TEMPLATE_DB';

export function testServerUrl(): string {
  const url = process.env[TEST_SERVER_URL_ENV];
  if (!url) throw new Error('the jest global setup did not run (BANK_TEST_SERVER_URL unset)');
  return url;
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template (or `template`); returns its URL and how to drop it. */
export async function createSuiteDatabase(template = migratedTemplate()): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  const name = `bank_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  return {
    url: `${serverUrl}/${name}`,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function migratedTemplate(): string {
  return process.env[TEST_TEMPLATE_ENV]!;
}

/**
 * A second template for the run: the migrated one, then filled by `fill` (the demo bank), made
 * once by the first suite that asks, under an advisory lock, so suites after it clone it instead
 * of filling their own. global-teardown.js drops it with the first (the `_<suffix>` name).
 */
export async function filledTemplate(suffix: string, fill: (databaseUrl: string) => Promise<void>): Promise<string> {
  const serverUrl = testServerUrl();
  const template = `${migratedTemplate()}_${suffix}`;
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building} template ${migratedTemplate()}`);
      await fill(`${serverUrl}/${building}`);
      await client.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await client.end(); // ends the session, and with it the advisory lock
  }
}
