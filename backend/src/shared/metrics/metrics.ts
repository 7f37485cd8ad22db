import cluster from 'node:cluster';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from '../database/sql.js';

/**
 * The bank's Prometheus metrics, one registry per app (tests run several apps in one process).
 * Served by the metrics listener (metrics-listener.ts), never on the public port.
 * What to alert on: docs/operations.md.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern (not the raw URL), method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly transfers = new Counter({
    name: 'bank_transfers_total',
    help: 'Transfer requests by kind (domestic, international) and outcome (accepted, or the error code)',
    labelNames: ['kind', 'outcome'],
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'bank_job_runs_total',
    help: 'Back-office job runs by job and result (ok, failed, skipped: another instance held the lock)',
    labelNames: ['job', 'result'],
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'bank_job_duration_seconds',
    help: 'How long job runs took, by job',
    labelNames: ['job'],
    buckets: [0.05, 0.25, 1, 5, 30, 120, 600],
    registers: [this.registry],
  });

  constructor(@Inject(MikroORM) orm: MikroORM) {
    collectDefaultMetrics({ register: this.registry });
    // Under WEB_CONCURRENCY the primary's listener asks each worker for this registry.
    if (cluster.isWorker) AggregatorRegistry.setRegistries([this.registry]);
    // Both outbox gauges come from one reading per scrape (a registry collects its metrics at once).
    let reading: Promise<{ pending: number; oldest: number }> | undefined;
    const readOutbox = () => reading ??= sql<{ pending: string; oldest: number | null }>(orm.em.fork(),
      `select count(*) as pending, extract(epoch from now() - min(occurred_at))::float8 as oldest from platform.outbox where published_at is null`)
      .then(([row]) => ({ pending: Number(row.pending), oldest: row.oldest ?? 0 }))
      .finally(() => { reading = undefined; });
    new Gauge({
      name: 'bank_outbox_pending_events',
      help: 'Domain events written but not yet handed to their handlers',
      registers: [this.registry],
      // Every process reads the same table: a cluster's aggregate takes one reading, not their sum.
      aggregator: 'max',
      async collect() { this.set((await readOutbox()).pending); },
    });
    new Gauge({
      name: 'bank_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest event still pending in the outbox (0 when none)',
      registers: [this.registry],
      aggregator: 'max',
      async collect() { this.set((await readOutbox()).oldest); },
    });
    const pool = new Gauge({
      name: 'bank_db_pool_connections',
      help: "This process's PostgreSQL pool: connections by state (in_use, idle) and requests waiting for one",
      labelNames: ['state'],
      registers: [this.registry],
      collect: async () => {
        const native = await orm.em.getConnection().getNativeClient() as Pool;
        pool.set({ state: 'in_use' }, native.totalCount - native.idleCount);
        pool.set({ state: 'idle' }, native.idleCount);
        pool.set({ state: 'waiting' }, native.waitingCount);
      },
    });
    new Gauge({
      name: 'bank_db_pool_max_connections',
      help: "The most connections this process's pool opens",
      registers: [this.registry],
    }).set(orm.config.get('pool')?.max ?? 0);
  }
}
