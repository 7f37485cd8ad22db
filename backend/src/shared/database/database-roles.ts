import pg from 'pg';

/**
 * Least-privilege roles (docs/decisions/database-roles.md): migrations run as the owner role, which
 * owns every schema and table; the app connects as a role that owns nothing, may read and write
 * rows, and may only add to and read the audit log. Not owning the audit log, it cannot
 * `alter table … disable trigger`; not a superuser, it cannot `set session_replication_role`.
 */

/**
 * Tables the app may only append to and read: those a trigger keeps append-only (its function's
 * name ends in `append_only`, as the audit log's `audit_log_append_only()` does).
 */
const APPEND_ONLY_TABLES = `select distinct c.oid::regclass::text as name from pg_trigger t
  join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
  where not t.tgisinternal and p.proname like '%append\\_only'`;

/** What the app may do on every table and sequence the owner makes. */
const TABLE_PRIVILEGES = 'select, insert, update, delete';
const SEQUENCE_PRIVILEGES = 'usage, select';

/**
 * Run as the owner after every migration (idempotent): the app role may use every schema the
 * owner has, read and write its tables, and only insert into and select from the audit log.
 * Default privileges give the same to tables and schemas later migrations add, before this runs again.
 */
export async function grantAppPrivileges(ownerUrl: string, appRole: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const app = ident(appRole);
    const { rows } = await client.query<{ owner: string; superuser: boolean }>(
      'select current_user as owner, rolsuper as superuser from pg_roles where rolname = current_user',
    );
    const owner = ident(rows[0].owner);
    const schemas = (await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspowner = (select oid from pg_roles where rolname = current_user)
        and nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    )).rows.map((r) => ident(r.nspname));
    await client.query('begin');
    for (const schema of schemas) {
      await client.query(`grant usage on schema ${schema} to ${app}`);
      await client.query(`grant ${TABLE_PRIVILEGES} on all tables in schema ${schema} to ${app}`);
      await client.query(`grant ${SEQUENCE_PRIVILEGES} on all sequences in schema ${schema} to ${app}`);
    }
    await client.query(`alter default privileges for role ${owner} grant usage on schemas to ${app}`);
    await client.query(`alter default privileges for role ${owner} grant ${TABLE_PRIVILEGES} on tables to ${app}`);
    await client.query(`alter default privileges for role ${owner} grant ${SEQUENCE_PRIVILEGES} on sequences to ${app}`);
    for (const { name: table } of (await client.query<{ name: string }>(APPEND_ONLY_TABLES)).rows) {
      await client.query(`revoke all on ${table} from ${app}`);
      await client.query(`grant insert, select on ${table} to ${app}`);
    }
    // PostgreSQL 14 and older let anyone create tables in `public`; 15+ does not. Either way: nobody but the owner.
    if (!rows[0].superuser) {
      const ownsPublic = (await client.query(`select pg_has_role(current_user, nspowner, 'usage') as owns from pg_namespace where nspname = 'public'`)).rows[0]?.owns;
      if (ownsPublic) await client.query('revoke create on schema public from public');
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Logins for the two roles and a database owned by the first, made by a superuser (embedded server, tests, smoke). */
export interface DatabaseRoles {
  owner: { name: string; password: string };
  app: { name: string; password: string };
}

/** Makes (or updates the passwords of) both roles, neither a superuser nor able to make roles or databases. */
export async function createRoles(superuserServerUrl: string, roles: DatabaseRoles): Promise<void> {
  const client = new pg.Client({ connectionString: `${superuserServerUrl}/postgres` });
  await client.connect();
  try {
    for (const role of [roles.owner, roles.app]) {
      const exists = (await client.query('select 1 from pg_roles where rolname = $1', [role.name])).rowCount;
      const verb = exists ? 'alter' : 'create';
      await client.query(`${verb} role ${ident(role.name)} login nosuperuser nocreatedb nocreaterole noinherit password ${literal(role.password)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * A database made before the roles existed belongs to the superuser with everything in it: the
 * owner role takes over the database and every schema, table, sequence, view and function the
 * superuser made there, so the next migration (run as the owner) may change them.
 */
export async function handOverToOwner(superuserDatabaseUrl: string, ownerRole: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserDatabaseUrl });
  await client.connect();
  try {
    const owner = ident(ownerRole);
    await client.query(`alter database ${ident(new URL(superuserDatabaseUrl).pathname.slice(1))} owner to ${owner}`);
    await client.query(`do $$
      declare r record;
      begin
        for r in select nspname from pg_namespace
          where nspowner = (select oid from pg_roles where rolname = current_user)
            and nspname not like 'pg\\_%' and nspname not in ('information_schema', 'public') loop
          execute format('alter schema %I owner to %I', r.nspname, ${literal(ownerRole)});
        end loop;
        for r in select c.oid::regclass as name, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relowner = (select oid from pg_roles where rolname = current_user) and c.relkind in ('r', 'p', 'S', 'v', 'm')
            and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
            -- a sequence owned by a column follows its table
            and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i') and c.relkind = 'S') loop
          execute format('alter table %s owner to %I', r.name, ${literal(ownerRole)});
        end loop;
        for r in select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.proowner = (select oid from pg_roles where rolname = current_user)
            and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' loop
          execute format('alter routine %s owner to %I', r.name, ${literal(ownerRole)});
        end loop;
        for r in select t.oid::regtype as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where t.typowner = (select oid from pg_roles where rolname = current_user) and t.typtype in ('e', 'd', 'c') and t.typrelid = 0
            and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' loop
          execute format('alter type %s owner to %I', r.name, ${literal(ownerRole)});
        end loop;
      end $$`);
  } finally {
    await client.end();
  }
}

/** The role a connection URL signs in as. */
export function roleOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).username);
}

/** The same server and database, signed in as another role. */
export function urlAs(databaseUrl: string, role: { name: string; password: string }): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(role.name);
  url.password = encodeURIComponent(role.password);
  return url.toString();
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected role or schema name: ${name}`);
  return name;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
