import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { Clock } from '../../../../shared/clock.js';
import { sqlRun } from '../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { claimDueInBatches } from '../../../../shared/jobs/claim-due-in-batches.js';
import type { DocumentStorage } from '../../domain/document-storage.js';
import { DOCUMENT_STORAGE } from '../../onboarding.tokens.js';
import { AttemptLimiter } from '../attempt-limiter.js';

const BATCH = 500;

/**
 * Deletes uploads no submitted application took within 24 hours (file and record), and attempt
 * counters no window looks at any more. Safe to run again or on two instances: each batch locks
 * its rows with skip locked, and a file an application takes meanwhile is not in the batch.
 */
@Injectable()
@Job('purge-uploads', 'Deletes uploaded documents that no submitted application references within 24 hours')
export class PurgeUploadsJob implements BankJob {
  constructor(
    private readonly em: EntityManager,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async run(): Promise<string> {
    const cutoff = new Date(this.clock.now().getTime() - UPLOAD_LIMITS.UNREFERENCED_KEPT_HOURS * 3_600_000);
    let files = 0;
    const uploads = await claimDueInBatches<{ id: string }>(this.tx, {
      select: `select id from onboarding.document_uploads where application_id is null and created_at < $1 order by created_at`,
      params: [cutoff],
      batch: BATCH,
    }, async (rows) => {
      const ids = rows.map((r) => r.id);
      files += await this.storage.delete(ids);
      await sqlRun(this.em, `delete from onboarding.document_uploads where id = any($1::uuid[])`, [ids]);
    });
    const attempts = await this.limiter.purgeOlderThan(UPLOAD_LIMITS.UNREFERENCED_KEPT_HOURS);
    return `purged ${uploads} unreferenced upload(s) (${files} stored file(s)) older than ${cutoff.toISOString()}, ${attempts} old attempt counter(s)`;
  }
}
