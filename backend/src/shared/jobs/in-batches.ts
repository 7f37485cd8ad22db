import type { TransactionRunner } from '../database/transaction-runner.js';

/** The smallest UUID: where a walk over UUID keys starts. */
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A job's walk over many rows by their UUID key: each batch loaded (the rows after `afterKey`) and
 * handled in a transaction of its own, so a crash keeps what was done and a run again resumes,
 * until a batch comes back short. Answers how many rows were handled.
 */
export async function inBatches<T>(
  tx: TransactionRunner,
  size: number,
  load: (afterKey: string, size: number) => Promise<T[]>,
  keyOf: (row: T) => string,
  handle: (row: T) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (let afterKey = FIRST_UUID; ;) {
    const batch = await tx.run(async () => {
      const rows = await load(afterKey, size);
      for (const row of rows) await handle(row);
      return rows;
    });
    handled += batch.length;
    if (batch.length < size) return handled;
    afterKey = keyOf(batch[batch.length - 1]);
  }
}
