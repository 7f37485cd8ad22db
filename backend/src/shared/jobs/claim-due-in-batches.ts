import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql.js';
import type { TransactionRunner } from '../database/transaction-runner.js';

export interface DueRows {
  /** `select … from … where … order by …` of the due rows; the limit and `for update skip locked` are added here. */
  select: string;
  params: unknown[];
  batch: number;
}

/**
 * The loop of a job that works off due rows: claims a batch with `for update skip locked` and hands
 * it to `work` in the same transaction, until a batch comes back short. Instances running at once
 * take different rows and a worked row is no longer due, so each row is worked once. An error
 * `work` throws rolls its batch back (a serialization failure or deadlock retries it, claim
 * included) and ends the run. Returns how many rows were claimed.
 */
export async function claimDueInBatches<R>(tx: TransactionRunner, due: DueRows, work: (rows: R[]) => Promise<void>): Promise<number> {
  let claimed = 0;
  for (;;) {
    const batch = await tx.run(async (em: EntityManager) => {
      const rows = await sql<R>(em, `${due.select} limit ${due.batch} for update skip locked`, due.params);
      if (rows.length) await work(rows);
      return rows.length;
    });
    claimed += batch;
    if (batch < due.batch) return claimed;
  }
}
