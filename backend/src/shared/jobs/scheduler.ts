import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { OutboxDispatcher } from '../outbox/outbox-dispatcher.js';
import { JobRunner } from './job-runner.js';

/** A cron schedule fires at most once a minute: its slot is the minute. */
const CRON_SLOT_MS = 60_000;

/** The in-app schedule. Active only where ScheduleModule is loaded (RUN_SCHEDULED_JOBS). */
@Injectable()
export class Scheduler implements BeforeApplicationShutdown {
  private readonly logger = new Logger('scheduler');
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly jobs: JobRunner, private readonly outbox: OutboxDispatcher) {}

  /** Picks up events whose after-commit dispatch was lost (a crash right after commit). */
  @Interval(5_000)
  dispatchOutbox(): void {
    this.outbox.dispatchSoon();
  }

  /** Due transfers settle within seconds (SETTLEMENT_DELAY_SECONDS after creation). */
  @Interval(3_000)
  settleTransfers(): Promise<void> {
    return this.runQuietly('settle-transfers', 3_000);
  }

  /** International transfers complete when their estimated delivery passes (INTERNATIONAL_TIME_FACTOR for demos). */
  @Interval(15_000)
  settleInternational(): Promise<void> {
    return this.runQuietly('settle-international', 15_000);
  }

  /** Email due for a retry (new letters are sent right after they are queued). */
  @Interval(10_000)
  sendEmails(): Promise<void> {
    return this.runQuietly('send-emails', 10_000);
  }

  @Cron('0 * * * *')
  purgeSessions(): Promise<void> {
    return this.runQuietly('purge-sessions', CRON_SLOT_MS);
  }

  /** Uploads no application took within 24 hours (the job deletes only those, so hourly is enough). */
  @Cron('15 * * * *')
  purgeUploads(): Promise<void> {
    return this.runQuietly('purge-uploads', CRON_SLOT_MS);
  }

  @Cron('30 2 * * *')
  reconcileLedger(): Promise<void> {
    return this.runQuietly('reconcile-ledger', CRON_SLOT_MS);
  }

  /** Monthly card fees on the 1st (the job charges each card once per month, so a rerun is harmless). */
  @Cron('0 4 1 * *')
  chargeCardFees(): Promise<void> {
    return this.runQuietly('charge-card-fees', CRON_SLOT_MS);
  }

  /**
   * Shutting down: no job starts any more, and those running finish before the database closes
   * (in the shutdown hooks proper, which run after these), instead of failing half-way.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async runQuietly(name: string, periodMs: number): Promise<void> {
    if (this.stopped) return;
    const run = this.jobs.runScheduled(name, periodMs).then(
      () => undefined,
      (error: unknown) => { this.logger.error({ msg: 'scheduled job failed', job: name, error: String(error) }); },
    );
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }
}
