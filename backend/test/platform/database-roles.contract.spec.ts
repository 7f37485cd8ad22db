import { describeWithDatabase } from '../support/contract-target.js';
import { testRoles } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** docs/decisions/database-roles.md: the app connects as a role that owns nothing (its privileges: database-roles.db.spec.ts). */
describeWithDatabase('database roles: the app serves as a role that owns nothing', 'checks the database roles themselves', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('the app connects as the app role: not a superuser, owning no table, and it serves (a user signs in)', async () => {
    const [me] = await t.sql<{ role: string; superuser: boolean; owned: string }>(
      `select current_user as role, r.rolsuper as superuser,
              (select count(*) from pg_tables where tableowner = current_user)::text as owned
         from pg_roles r where r.rolname = current_user`);
    expect(me).toEqual({ role: testRoles().app.name, superuser: false, owned: '0' });
    await t.createUser('ROLES001');
    await (await t.signedIn('ROLES001')).get('/api/user').expect(200);
  });
});
