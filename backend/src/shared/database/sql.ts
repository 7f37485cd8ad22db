import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Raw SQL with real bind parameters ($1, $2, …): MikroORM's own `execute` inlines values into the
 * SQL text; we keep values out of SQL. Inside a transaction it runs on that transaction. Outside
 * one it is a transaction by itself, sent straight to the pool as a prepared statement, so each
 * pooled connection plans it once: the hot paths (session lookup, the transfer) pay no planning
 * and no BEGIN/COMMIT round trips. Texts must come from code, never from input (values always go
 * in `params`), so each connection prepares a small, fixed set of statements.
 */
export async function sql<T = Record<string, unknown>>(em: EntityManager, text: string, params: unknown[] = [], options: SqlOptions = {}): Promise<T[]> {
  return (await execute<T>(em, text, params, options)).rows;
}

export interface SqlOptions {
  /**
   * Plan with this call's values rather than once per connection. After five calls PostgreSQL may
   * keep a prepared statement's generic plan, made without the values: for a search (`like $1`)
   * it then walks the list's order filtering every row, which reads the whole table when the term
   * is rare (1.2 s at a million users). A query whose best plan depends on its values sets this.
   */
  planEachCall?: boolean;
}

/** Runs a statement and returns how many rows it changed. */
export async function sqlRun(em: EntityManager, text: string, params: unknown[] = []): Promise<number> {
  return (await execute(em, text, params)).changed;
}

async function execute<T>(em: EntityManager, text: string, params: unknown[], options: SqlOptions = {}): Promise<{ rows: T[]; changed: number }> {
  const transaction = em.getTransactionContext() as Kysely<unknown> | undefined;
  if (transaction) {
    const result = await transaction.executeQuery<T>(CompiledQuery.raw(text, params));
    return { rows: result.rows as T[], changed: Number(result.numAffectedRows ?? 0) };
  }
  const pool = await em.getConnection().getNativeClient();
  // Without a name the statement is unnamed: planned at each call with its values.
  const result = await pool.query(options.planEachCall ? { text, values: params } : { name: statementName(text), text, values: params });
  return { rows: result.rows as T[], changed: result.rowCount ?? 0 };
}

const statementNames = new Map<string, string>();

/** The same text gets the same name on every connection; different texts never share one. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}
