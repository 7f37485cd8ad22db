import { hostname } from 'node:os';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { sqlRun } from '../database/sql.js';
import { Metrics } from '../metrics/metrics.js';
import { BANK_JOB, type BankJob } from './bank-job.js';

/** Names this process in the scheduled runs it claims. */
const INSTANCE = `${hostname()}:${process.pid}`;

/** Finds every @Job and runs one by name, holding a PostgreSQL advisory lock so one instance runs it. */
@Injectable()
export class JobRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('jobs');
  private readonly jobs = new Map<string, { description: string; job: BankJob }>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const meta = wrapper.metatype && Reflect.getMetadata(BANK_JOB, wrapper.metatype);
      if (meta && wrapper.instance) this.jobs.set(meta.name, { description: meta.description, job: wrapper.instance });
    }
  }

  list(): { name: string; description: string }[] {
    return [...this.jobs].map(([name, { description }]) => ({ name, description })).sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * A run of the schedule: every instance fires each schedule, and the one that claims the job's
   * slot (its tick of `periodMs`) runs it; the others skip. So a job runs once per tick however
   * many instances there are, not once per instance. Returns null when skipped.
   */
  async runScheduled(name: string, periodMs: number): Promise<string | null> {
    const slot = new Date(Math.floor(Date.now() / periodMs) * periodMs);
    const claimed = await sqlRun(this.orm.em.fork(),
      `with old as (delete from platform.scheduled_job_runs where job = $1 and slot < $2::timestamptz - interval '1 day')
       insert into platform.scheduled_job_runs (job, slot, instance) values ($1, $2, $3) on conflict do nothing`,
      [name, slot, INSTANCE]);
    if (!claimed) {
      this.metrics.jobRuns.inc({ job: name, result: 'skipped' });
      return null;
    }
    return this.run(name);
  }

  /** Returns the job's summary, or null when another instance holds the job's lock. */
  async run(name: string, args: string[] = []): Promise<string | null> {
    const entry = this.jobs.get(name);
    if (!entry) throw new Error(`unknown job "${name}"; known: ${this.list().map((j) => j.name).join(', ')}`);
    // A session-level lock on one pooled connection, held while the job runs on others.
    return this.orm.em.getConnection().getClient().connection().execute(async (lock) => {
      const key = `job:${name}`;
      const { rows } = await lock.executeQuery<{ locked: boolean }>(CompiledQuery.raw('select pg_try_advisory_lock(hashtext($1)) as locked', [key]));
      if (!rows[0].locked) {
        this.metrics.jobRuns.inc({ job: name, result: 'skipped' });
        return null;
      }
      const stopTimer = this.metrics.jobDuration.startTimer({ job: name });
      try {
        const summary = await RequestContext.create(this.orm.em, () => entry.job.run(args));
        this.metrics.jobRuns.inc({ job: name, result: 'ok' });
        this.logger.log({ msg: 'job finished', job: name, summary });
        return summary;
      } catch (error) {
        this.metrics.jobRuns.inc({ job: name, result: 'failed' });
        throw error;
      } finally {
        stopTimer();
        await lock.executeQuery(CompiledQuery.raw('select pg_advisory_unlock(hashtext($1))', [key]));
      }
    });
  }
}
