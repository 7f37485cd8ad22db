import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Raw SQL with real bind parameters ($1, $2, …) on the caller's transaction when there is one,
 * else on the pool. MikroORM's own `execute` inlines values into the SQL text; we keep values
 * out of SQL, and the server can reuse plans on the hot paths.
 */
export async function sql<T = Record<string, unknown>>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  const result = await executor(em).executeQuery<T>(CompiledQuery.raw(text, params));
  return result.rows as T[];
}

/** Runs a statement and returns how many rows it changed. */
export async function sqlRun(em: EntityManager, text: string, params: unknown[] = []): Promise<number> {
  const result = await executor(em).executeQuery(CompiledQuery.raw(text, params));
  return Number(result.numAffectedRows ?? 0);
}

function executor(em: EntityManager): Pick<Kysely<unknown>, 'executeQuery'> {
  return (em.getTransactionContext() as Kysely<unknown> | undefined) ?? em.getConnection().getClient();
}
