import { MikroORM } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ENTITY_SCHEMAS } from './entity-schemas.js';

/** The schema of what `shared/` keeps (docs/decisions/context-schemas.md), MikroORM's record of applied migrations included. */
const PLATFORM = 'platform';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export function createOrm(clientUrl: string): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl,
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, tableName: `${PLATFORM}.${MIGRATIONS_TABLE}`, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    pool: { min: 0, max: 20 },
    debug: false,
  });
}

/**
 * Applies the committed migrations (quietly: the caller reports what it applied). Instances that
 * start at once take turns under an advisory lock, so the second finds nothing left to apply
 * instead of failing on a table the first just made.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  return orm.em.getConnection().getClient().connection().execute(async (lock) => {
    await lock.executeQuery(CompiledQuery.raw(`select pg_advisory_lock(hashtext('bank:migrations'))`));
    try {
      await moveMigrationsRecord(orm);
      const applied = await orm.migrator.up();
      return applied.map((m) => m.name);
    } finally {
      await lock.executeQuery(CompiledQuery.raw(`select pg_advisory_unlock(hashtext('bank:migrations'))`));
    }
  });
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

/**
 * A database migrated before the context schemas kept MikroORM's record in `public`: moved to
 * `platform` first, or the migrator would find no record there and apply every migration again.
 */
async function moveMigrationsRecord(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute(`create schema if not exists ${PLATFORM}`);
  await connection.execute(`do $$ begin
    if to_regclass('public.${MIGRATIONS_TABLE}') is not null and to_regclass('${PLATFORM}.${MIGRATIONS_TABLE}') is null then
      alter table public.${MIGRATIONS_TABLE} set schema ${PLATFORM};
    end if;
  end $$`);
}
