import { MikroORM } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ConfigError, DEFAULT_DATABASE_POOL_SIZE } from '../../config/config.js';
import { grantAppPrivileges } from './database-roles.js';
import { ENTITY_SCHEMAS } from './entity-schemas.js';

/** The schema of what `shared/` keeps (docs/decisions/context-schemas.md), MikroORM's record of applied migrations included. */
const PLATFORM = 'platform';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** `poolSize`: the most connections it opens at once (DATABASE_POOL_SIZE for the app). */
export function createOrm(clientUrl: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl,
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, tableName: `${PLATFORM}.${MIGRATIONS_TABLE}`, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    pool: { min: 0, max: poolSize },
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

/**
 * Migrates the database at `ownerUrl` (the owner role: docs/decisions/database-roles.md) on a
 * connection of its own, before any app uses it; with `appRole`, then grants that role what the
 * app needs and no more.
 */
export async function migrateDatabase(ownerUrl: string, appRole?: string): Promise<string[]> {
  const orm = await createOrm(ownerUrl);
  let applied: string[];
  try {
    applied = await migrate(orm);
  } finally {
    await orm.close();
  }
  if (appRole) await grantAppPrivileges(ownerUrl, appRole);
  return applied;
}

/** The app never migrates (its role may not): it refuses to start on a database that lacks a migration it knows. */
export async function assertMigrated(orm: MikroORM): Promise<void> {
  const pending = await orm.migrator.getPending();
  if (pending.length) {
    throw new ConfigError(`the database lacks ${pending.length} migration(s) (${pending[0].name} first): run \`npm run job -- migrate\` with MIGRATION_DATABASE_URL set to the owner role (docs/operations.md)`);
  }
}

/**
 * Production connects as the app role (docs/decisions/database-roles.md): a superuser or the
 * tables' owner could switch the audit log's trigger off, so such a DATABASE_URL is refused.
 */
export async function assertLeastPrivilege(orm: MikroORM): Promise<void> {
  const [row] = await orm.em.getConnection().execute<{ superuser: boolean; owns: boolean; role: string }[]>(
    `select current_user as role, r.rolsuper as superuser,
            exists (select 1 from pg_tables t where t.tableowner = current_user and t.schemaname not in ('pg_catalog', 'information_schema')) as owns
       from pg_roles r where r.rolname = current_user`,
  );
  if (row.superuser || row.owns) {
    throw new ConfigError(`DATABASE_URL signs in as ${row.role}, ${row.superuser ? 'a superuser' : 'the owner of the tables'}: in production the app connects as its own role, which owns nothing (docs/operations.md)`);
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
