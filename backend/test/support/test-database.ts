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

/** A fresh database cloned from the migrated template; returns its URL and how to drop it. */
export async function createSuiteDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  const name = `bank_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${process.env[TEST_TEMPLATE_ENV]}`);
  return {
    url: `${serverUrl}/${name}`,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
