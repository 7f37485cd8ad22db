import { Migration } from '@mikro-orm/migrations';

/**
 * One row per scheduled run of a job, claimed by the instance that runs it: with several
 * instances, each fires every schedule, and the first to claim the job's slot (its tick, or its
 * minute for a cron job) runs it; the others skip (docs/decisions/scheduled-jobs-across-instances.md).
 * Rows older than a day are deleted as new ones are claimed.
 */
export class Migration20261127000100ScheduledJobRuns extends Migration {
  override up(): void {
    this.addSql(`create table platform.scheduled_job_runs (
      job varchar(100) not null,
      slot timestamptz not null,
      instance varchar(200) not null,
      claimed_at timestamptz not null default now(),
      primary key (job, slot)
    )`);
  }
}
