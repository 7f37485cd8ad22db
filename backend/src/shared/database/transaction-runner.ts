import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxDispatcher } from '../outbox/outbox-dispatcher.js';

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 5;

/**
 * Runs a unit of work in one database transaction. Repositories inject the global
 * EntityManager; inside `run` MikroORM resolves it to this transaction's fork.
 * Serialization failures and deadlocks are retried a bounded number of times, and the
 * outbox is dispatched after commit. Called inside a transaction, it joins that transaction.
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger('transaction');

  constructor(private readonly em: EntityManager, private readonly outbox: OutboxDispatcher) {}

  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    // A command run from inside another's transaction (one context calling another) joins it.
    if (this.em.isInTransaction()) return work(this.em);
    return this.retrying(() => this.em.fork().transactional((em) => work(em as EntityManager)));
  }

  /**
   * A unit of work that is one statement run by `sql` outside any transaction, atomic by itself: the same
   * retries and outbox dispatch as `run`, without the BEGIN and COMMIT round trips.
   */
  runStatement<T>(work: () => Promise<T>): Promise<T> {
    return this.retrying(work);
  }

  private async retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await work();
        this.outbox.dispatchSoon();
        return result;
      } catch (error) {
        const sqlState = sqlStateOf(error);
        if (!sqlState || !RETRYABLE_SQLSTATES.has(sqlState) || attempt >= MAX_ATTEMPTS) throw error;
        this.logger.warn({ msg: 'retrying transaction', sqlState, attempt });
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
      }
    }
  }
}

function sqlStateOf(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown; sqlState?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.sqlState === 'string') return e.sqlState;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
