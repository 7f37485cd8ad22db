import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { urlAs, type DatabaseRoles } from '../../src/shared/database/database-roles.js';

/** Set by global-setup.js: the server every suite makes its own database on, and the migrated template. */
const TEST_SERVER_URL_ENV = 'BANK_TEST_SERVER_URL';
const TEST_TEMPLATE_ENV = 'BANK_TEST_TEMPLATE_DB';
const TEST_ROLES_ENV = 'BANK_TEST_ROLES';

/** The run's owner and app roles (global-setup.js): suites' apps connect as the app role. */
export function testRoles(): DatabaseRoles {
  const roles = process.env[TEST_ROLES_ENV];
  if (!roles) throw new Error('the jest global setup did not run (BANK_TEST_ROLES unset)');
  return JSON.parse(roles) as DatabaseRoles;
}

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

export interface SuiteDatabase {
  /** The superuser's URL, for what a test arranges beyond the app's privileges. */
  url: string;
  /** The app role's: what the app connects as. */
  appUrl: string;
  /** The owner role's: what migrations run as. */
  ownerUrl: string;
  drop(): Promise<void>;
}

/** One statement on a connection of its own, as whoever `databaseUrl` signs in as. */
export async function queryAs<T = Record<string, unknown>>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * `statement` on a connection of its own, in a transaction it rolls back, as another session
 * would run it while the caller's transaction holds its locks: the SQLSTATE it failed with
 * (`55P03` for a `nowait` lock), the ids it read, or 'ok'.
 */
export async function onAnotherConnection(databaseUrl: string | undefined, statement: string, params: unknown[]): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id?: string }>(statement, params);
    return rows.some((r) => r.id) ? rows.map((r) => r.id).join() : 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/** A fresh database cloned from the migrated template (or `template`), owned by the run's owner role; returns its URLs and how to drop it. */
export async function createSuiteDatabase(template = migratedTemplate()): Promise<SuiteDatabase> {
  const serverUrl = testServerUrl();
  const roles = testRoles();
  const name = `bank_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template} owner ${roles.owner.name}`);
  return {
    url: `${serverUrl}/${name}`,
    appUrl: urlAs(`${serverUrl}/${name}`, roles.app),
    ownerUrl: urlAs(`${serverUrl}/${name}`, roles.owner),
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
      await client.query(`create database ${building} template ${migratedTemplate()} owner ${testRoles().owner.name}`);
      await fill(urlAs(`${serverUrl}/${building}`, testRoles().app));
      await client.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await client.end(); // ends the session, and with it the advisory lock
  }
}
