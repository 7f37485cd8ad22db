import { resolve } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../config/config.js';
import { createRoles, handOverToOwner, urlAs, type DatabaseRoles } from './database-roles.js';
import { startLocalDatabase } from './embedded-postgres.js';
import { migrateDatabase } from './orm.js';

/**
 * The embedded server's roles (docs/decisions/database-roles.md). Development only: the server
 * listens on 127.0.0.1, and its superuser stays `postgres`/`postgres` for tools and tests.
 */
export const LOCAL_ROLES: DatabaseRoles = {
  owner: { name: 'bank_owner', password: 'bank_owner' },
  app: { name: 'bank_app', password: 'bank_app' },
};

/**
 * Fills in `databaseUrl`: DATABASE_URL when set (migrated beforehand by `npm run job -- migrate`),
 * else an embedded PostgreSQL with its files in `.data/pg` and a database `bank`, owned by
 * `bank_owner`, migrated here as that role, and used by the app as `bank_app`.
 * `migrationDatabaseUrl` is the owner's: for `npm run job -- migrate`.
 */
export async function withDatabase(config: AppConfig): Promise<AppConfig & { databaseUrl: string; stopDatabase(): Promise<void> }> {
  if (config.databaseUrl) return { ...config, databaseUrl: config.databaseUrl, stopDatabase: async () => {} };
  const local = await startLocalDatabase(resolve(config.dataDir, 'pg'), config.embeddedPostgresPort, { persistent: true, portSetting: 'EMBEDDED_PG_PORT' });
  const ownerUrl = await prepareDatabase(local.serverUrl, 'bank', LOCAL_ROLES);
  return { ...config, databaseUrl: urlAs(ownerUrl, LOCAL_ROLES.app), migrationDatabaseUrl: ownerUrl, stopDatabase: local.stop };
}

/**
 * As the superuser: both roles, the database owned by the owner role (one made before the roles
 * is handed over), migrated as the owner with the app role's grants. Returns the owner's URL.
 */
export async function prepareDatabase(superuserServerUrl: string, name: string, roles: DatabaseRoles): Promise<string> {
  await createRoles(superuserServerUrl, roles);
  await createDatabaseIfMissing(superuserServerUrl, name, roles.owner.name);
  await handOverToOwner(`${superuserServerUrl}/${name}`, roles.owner.name);
  const ownerUrl = urlAs(`${superuserServerUrl}/${name}`, roles.owner);
  await migrateDatabase(ownerUrl, roles.app.name);
  return ownerUrl;
}

export async function createDatabaseIfMissing(serverUrl: string, name: string, owner?: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"${owner ? ` owner "${owner}"` : ''}`);
  } finally {
    await client.end();
  }
}
