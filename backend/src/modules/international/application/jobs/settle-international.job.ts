import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { InternationalTransferRepository } from '../../domain/international-transfer.repository.js';
import { INTERNATIONAL_TRANSFER_REPOSITORY } from '../../international.tokens.js';
import { ChangeInternationalTransferStatus } from '../../public/international-admin.api.js';

const BATCH = 50;

/**
 * Completes submitted international transfers whose estimated delivery has passed: the held money
 * leaves the bank through the external account. Pending ones (a sanctions hit) and any a person
 * moved elsewhere wait for staff. INTERNATIONAL_TIME_FACTOR shortens the wait for a demo: the
 * delivery is due at created + (estimated − created) / factor. Rows are claimed with SKIP LOCKED,
 * so two instances never complete one twice.
 */
@Injectable()
@Job('settle-international', 'Completes submitted international transfers whose estimated delivery has passed (INTERNATIONAL_TIME_FACTOR speeds it up)')
export class SettleInternationalJob implements BankJob {
  private readonly logger = new Logger('international-settlement');

  constructor(
    @Inject(INTERNATIONAL_TRANSFER_REPOSITORY) private readonly transfers: InternationalTransferRepository,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<string> {
    let completed = 0;
    // A batch at a time, each in its own transaction: claimed with skip locked, completed, committed.
    for (let claimed = BATCH; claimed === BATCH;) {
      claimed = await this.tx.run(async () => {
        const due = await this.transfers.lockDue(this.config.internationalTimeFactor, BATCH);
        for (const id of due) await this.commands.execute(new ChangeInternationalTransferStatus(id, 'completed', null));
        return due.length;
      });
      completed += claimed;
    }
    if (completed) this.logger.log({ msg: 'international transfers completed', completed });
    return `completed ${completed} international transfers`;
  }
}
