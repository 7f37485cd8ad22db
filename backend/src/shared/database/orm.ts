import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ENTITY_SCHEMAS } from './entity-schemas.js';

export function createOrm(clientUrl: string): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl,
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    pool: { min: 0, max: 20 },
    debug: false,
  });
}

/** Applies the committed migrations (quietly: the caller reports what it applied). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** Migrates the database at `clientUrl` on a connection of its own, before any app uses it. */
export async function migrateDatabase(clientUrl: string): Promise<string[]> {
  const orm = await createOrm(clientUrl);
  try {
    return await migrate(orm);
  } finally {
    await orm.close();
  }
}
