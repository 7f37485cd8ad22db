import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../src/config/config.js';
import { createApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { prepareDatabase } from '../../src/shared/database/local-database.js';
import { migrateDatabase } from '../../src/shared/database/orm.js';
import { adminQuery, createSuiteDatabase, queryAs, testRoles, testServerUrl, type SuiteDatabase } from '../support/test-database.js';

const CLI = resolve(REPO_ROOT, 'backend/dist/src/cli.js');

/**
 * docs/decisions/database-roles.md: the app connects as a role that owns nothing and may only append
 * to the audit log; tried in SQL, through the app's start and its jobs, in process (that the app
 * serves as that role is in database-roles.contract.spec.ts).
 */
describe('database roles: the app runs with least privilege', () => {
  let t: TestApp;
  let db: SuiteDatabase;
  beforeAll(async () => {
    t = await createTestApp();
    db = await createSuiteDatabase();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('may only insert into and read the audit log', async () => {
    const [privileges] = await t.sql<Record<string, boolean>>(`select
      has_table_privilege('admin.audit_log', 'select') as select, has_table_privilege('admin.audit_log', 'insert') as insert,
      has_table_privilege('admin.audit_log', 'update') as update, has_table_privilege('admin.audit_log', 'delete') as delete,
      has_table_privilege('admin.audit_log', 'truncate') as truncate, has_table_privilege('admin.audit_log', 'trigger') as trigger`);
    expect(privileges).toEqual({ select: true, insert: true, update: false, delete: false, truncate: false, trigger: false });
    await expect(t.sql('delete from admin.audit_log')).rejects.toThrow(/permission denied for table audit_log/);
  });

  it('cannot switch the audit log\'s trigger off, either way', async () => {
    await expect(queryAs(db.appUrl, 'begin; set local session_replication_role = replica; commit'))
      .rejects.toThrow(/permission denied to set parameter "session_replication_role"/);
    await expect(queryAs(db.appUrl, 'alter table admin.audit_log disable trigger user'))
      .rejects.toThrow(/must be owner of table audit_log/);
    // The trigger is still there for whoever owns the table.
    await expect(queryAs(db.ownerUrl, 'truncate admin.audit_log')).rejects.toThrow(/append-only/);
  });

  it('cannot create tables or schemas', async () => {
    for (const schema of ['public', 'platform', 'admin', 'payments']) {
      await expect(queryAs(db.appUrl, `create table ${schema}.intruder (id int)`)).rejects.toThrow(/permission denied for schema/);
    }
    await expect(queryAs(db.appUrl, 'create schema intruder')).rejects.toThrow(/permission denied for database/);
  });

  it('gets rows privileges on what later migrations add (default privileges), not the audit log\'s kind', async () => {
    await queryAs(db.ownerUrl, 'create schema later; create table later.things (id int primary key); create table platform.later_things (id serial primary key, name text)');
    await queryAs(db.appUrl, 'insert into later.things values (1); update later.things set id = 2; delete from later.things');
    expect(await queryAs(db.appUrl, `insert into platform.later_things (name) values ('a') returning id`)).toEqual([{ id: 1 }]);
    await expect(queryAs(db.appUrl, 'alter table later.things add column x int')).rejects.toThrow(/must be owner/);
  });

  it('refuses to serve production as a superuser or as the owner', async () => {
    const production = { ...t.config, nodeEnv: 'production' as const, cookieSecure: true, apiDocs: false };
    await expect(createApp({ ...production, databaseUrl: db.url })).rejects.toThrow(/signs in as \w+, a superuser/);
    await expect(createApp({ ...production, databaseUrl: db.ownerUrl })).rejects.toThrow(/signs in as \w+, the owner of the tables/);
  });

  it('`npm run job -- migrate` migrates as the owner and grants the app role; it needs the owner\'s URL', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.appUrl, LOG_LEVEL: 'error' };
    delete env.MIGRATION_DATABASE_URL;
    const refused = spawnSync(process.execPath, [CLI, 'migrate'], { env, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/set MIGRATION_DATABASE_URL to the owner role's URL/);
    const ran = spawnSync(process.execPath, [CLI, 'migrate'], { env: { ...env, MIGRATION_DATABASE_URL: db.ownerUrl }, encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim()).toBe(`migrate: nothing to apply; ${testRoles().app.name} granted the app's privileges`);
    expect(ran.status).toBe(0);
  });

  it('the app refuses to start on a database that lacks a migration, naming the command', async () => {
    await queryAs(db.ownerUrl, `delete from platform.mikro_orm_migrations where name = (select max(name) from platform.mikro_orm_migrations)`);
    await expect(createApp({ ...t.config, databaseUrl: db.appUrl })).rejects.toThrow(/lacks 1 migration\(s\) .*npm run job -- migrate/);
  });

  it('a database made before the roles (all owned by the superuser) is handed over to the owner role at start', async () => {
    const server = testServerUrl();
    const name = `bank_handover_${process.pid}`;
    const roles = { owner: { name: `bank_owner_h${process.pid}`, password: 'handover-owner' }, app: { name: `bank_app_h${process.pid}`, password: 'handover-app' } };
    await adminQuery(server, `create database ${name}`);
    try {
      await migrateDatabase(`${server}/${name}`); // as the superuser, as `npm start` did before the roles
      const ownerUrl = await prepareDatabase(server, name, roles);
      const owners = await queryAs<{ owner: string }>(ownerUrl,
        `select distinct tableowner as owner from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
      expect(owners).toEqual([{ owner: roles.owner.name }]);
      const appUrl = ownerUrl.replace(`${roles.owner.name}:${roles.owner.password}`, `${roles.app.name}:${roles.app.password}`);
      expect(await queryAs(appUrl, 'select count(*)::int as n from identity.users')).toEqual([{ n: 0 }]);
      await expect(queryAs(appUrl, 'alter table admin.audit_log disable trigger user')).rejects.toThrow(/must be owner/);
    } finally {
      await adminQuery(server, `drop database if exists ${name} with (force)`);
      await adminQuery(server, `drop role if exists ${roles.app.name}`);
      await adminQuery(server, `drop role if exists ${roles.owner.name}`);
    }
  });
});
