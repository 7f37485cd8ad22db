import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { Clock } from '../../../../shared/clock.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { DocumentStorage } from '../../domain/document-storage.js';
import type { DocumentUploadRepository } from '../../domain/document-upload.repository.js';
import { DOCUMENT_STORAGE, DOCUMENT_UPLOAD_REPOSITORY } from '../../onboarding.tokens.js';
import { AttemptLimiter } from '../../../../shared/security/attempt-limiter.js';

const BATCH = 500;

/**
 * Deletes uploads no submitted application took within 24 hours (file and record), and attempt
 * counters no window looks at any more. Safe to run again or on two instances: each batch locks
 * its uploads with skip locked, and a file an application takes meanwhile is not in the batch.
 */
@Injectable()
@Job('purge-uploads', 'Deletes uploaded documents that no submitted application references within 24 hours')
export class PurgeUploadsJob implements BankJob {
  constructor(
    @Inject(DOCUMENT_UPLOAD_REPOSITORY) private readonly uploads: DocumentUploadRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async run(): Promise<string> {
    const cutoff = new Date(this.clock.now().getTime() - UPLOAD_LIMITS.UNREFERENCED_KEPT_HOURS * 3_600_000);
    let uploads = 0;
    let files = 0;
    for (let batch = BATCH; batch === BATCH;) {
      batch = await this.tx.run(async () => {
        const ids = await this.uploads.lockUnreferenced(cutoff, BATCH);
        if (ids.length) {
          files += await this.storage.delete(ids);
          await this.uploads.remove(ids);
        }
        return ids.length;
      });
      uploads += batch;
    }
    const attempts = await this.limiter.purgeOlderThan(UPLOAD_LIMITS.UNREFERENCED_KEPT_HOURS);
    return `purged ${uploads} unreferenced upload(s) (${files} stored file(s)) older than ${cutoff.toISOString()}, ${attempts} old attempt counter(s)`;
  }
}
