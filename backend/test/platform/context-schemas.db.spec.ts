import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The database keeps the contexts apart (docs/decisions/context-schemas.md): no foreign key from
 * one context's schema to another's, but the one kept there with its reason. A migration adding
 * another fails here until the decision record says why.
 */
const KEPT_CROSS_SCHEMA_KEYS = ['notifications.notifications(user_id) -> identity.users(id)'];

describe('context schemas', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('no foreign key crosses from one context\'s schema to another\'s but the one kept on purpose', async () => {
    const keys = await t.sql<{ key: string }>(
      `select format('%s.%s(%s) -> %s.%s(%s)', cn.nspname, cl.relname,
                (select string_agg(attname, ', ') from pg_attribute where attrelid = c.conrelid and attnum = any(c.conkey)),
                fn.nspname, fl.relname,
                (select string_agg(attname, ', ') from pg_attribute where attrelid = c.confrelid and attnum = any(c.confkey))) as key
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
       join pg_class fl on fl.oid = c.confrelid join pg_namespace fn on fn.oid = fl.relnamespace
       where c.contype = 'f' and cn.nspname <> fn.nspname
       order by 1`);
    expect(keys.map((k) => k.key)).toEqual(KEPT_CROSS_SCHEMA_KEYS);
  });
});
