import {
  DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql as kyselySql, type RawBuilder,
} from 'kysely';

/**
 * One SQL statement assembled from named parts that several contexts own (docs/architecture.md,
 * "When a statement must reach another context's data"): each part is a Kysely `sql` template, so
 * its values are bind parameters, never text. A statement's shape (which parts, in which order) is
 * built and compiled once, with a placeholder for each named value (`params.userId`), so its text is
 * fixed and each pooled connection prepares it once (see `sql.ts`); each run only fills the values
 * in by name. Contexts' `public/` files describe their parts with these types.
 */

/** A piece of SQL whose values travel as bind parameters. */
export type SqlPart<T = unknown> = RawBuilder<T>;

/** A named common table expression: `name as (body)`. Parts name theirs after their owner (`identity_spent`, `accounts_debited`). */
export interface StatementCte {
  name: string;
  body: SqlPart;
}

export const sql = kyselySql;

/** A named value's place in a compiled statement. */
class NamedValue {
  constructor(readonly name: string) {}
}

/** The placeholders of a statement's named values: `params.userId` is where `values.userId` goes. */
export type NamedParams<V> = { readonly [K in keyof V]-?: SqlPart<V[K]> };

/** A statement compiled once: its fixed text, and how to order a run's named values into its parameters. */
export class PreparedStatement<V> {
  private constructor(readonly text: string, private readonly parameters: readonly unknown[]) {}

  static prepare<V>(build: (params: NamedParams<V>) => SqlPart): PreparedStatement<V> {
    const params = new Proxy({}, { get: (_, name) => kyselySql`${new NamedValue(String(name))}` }) as NamedParams<V>;
    const compiled = build(params).compile(COMPILER);
    return new PreparedStatement<V>(compiled.sql, compiled.parameters);
  }

  /** The bind parameters of one run, in the text's order. */
  values(values: V): unknown[] {
    return this.parameters.map((p) => {
      if (!(p instanceof NamedValue)) return p;
      if (!(p.name in (values as object))) throw new Error(`the statement's value ${p.name} is missing`);
      return (values as Record<string, unknown>)[p.name];
    });
  }
}

/** `with a as (…), b as (…)`: the parts' CTEs in order; a name used twice is a bug in the parts. */
export function withCtes(ctes: readonly StatementCte[]): SqlPart {
  const names = ctes.map((c) => c.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`two statement parts name a CTE ${twice}`);
  return kyselySql`with ${kyselySql.join(ctes.map((c) => kyselySql`${kyselySql.id(c.name)} as (${c.body})`), kyselySql`,\n`)}`;
}

/** Compiles without a connection: the statement runs through `sql.ts` (prepared by name on the pool, or in the current transaction). */
const COMPILER = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
