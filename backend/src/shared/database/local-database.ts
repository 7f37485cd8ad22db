import { resolve } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../config/config.js';
import { startLocalDatabase } from './embedded-postgres.js';

/**
 * Fills in `databaseUrl`: DATABASE_URL when set, else an embedded PostgreSQL with its files in
 * `.data/pg` and a database `bank` (created on first start).
 */
export async function withDatabase(config: AppConfig): Promise<AppConfig & { databaseUrl: string; stopDatabase(): Promise<void> }> {
  if (config.databaseUrl) return { ...config, databaseUrl: config.databaseUrl, stopDatabase: async () => {} };
  const local = await startLocalDatabase(resolve(config.dataDir, 'pg'), config.embeddedPostgresPort, { persistent: true, portSetting: 'EMBEDDED_PG_PORT' });
  await createDatabaseIfMissing(local.serverUrl, 'bank');
  return { ...config, databaseUrl: `${local.serverUrl}/bank`, stopDatabase: local.stop };
}

export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
