import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { TransferRepository } from '../../domain/transfer.repository.js';
import { TRANSFER_QUERIES, TRANSFER_REPOSITORY } from '../../payments.tokens.js';
import type { TransferQueries } from '../ports/transfer-queries.js';
import { TransferStatusChanges } from '../transfer-status-changes.js';

const BATCH = 50;
const RETURNED_NOTE = 'The receiving account could not accept this transfer; the money was returned.';

/**
 * Completes processing domestic transfers once the settlement delay has passed, except those held
 * for review. Each transfer settles in a short transaction of its own: its row, then the one account
 * it credits, locked FOR NO KEY UPDATE in the order every money path takes (issue 24 item 8: a batch
 * holding fifty accounts FOR UPDATE deadlocked with live transfers and with another copy of the job).
 * A transfer another instance is settling is skipped, not waited for; one no longer due is left
 * alone, so each is settled once. One whose destination can no longer receive is returned instead.
 */
@Injectable()
@Job('settle-transfers', 'Settles due processing domestic transfers (not those held for review)')
export class SettleTransfersJob implements BankJob {
  private readonly logger = new Logger('settlement');

  constructor(
    @Inject(TRANSFER_QUERIES) private readonly queries: TransferQueries,
    @Inject(TRANSFER_REPOSITORY) private readonly transfers: TransferRepository,
    private readonly statuses: TransferStatusChanges,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<string> {
    let settled = 0;
    let returned = 0;
    // One walk through the due list in order: a transfer another instance holds is not read twice.
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const due = await this.queries.dueForSettlement(this.config.settlementDelaySeconds, after, BATCH);
      for (const { id } of due) {
        const outcome = await this.settle(id);
        if (outcome === 'settled') settled++;
        if (outcome === 'returned') returned++;
      }
      if (due.length < BATCH) break;
      after = due[due.length - 1];
    }
    return `settled ${settled} transfers, returned ${returned}`;
  }

  private async settle(id: string): Promise<'settled' | 'returned' | 'skipped'> {
    try {
      return await this.tx.run(async () => {
        const transfer = await this.transfers.lockDue(id);
        if (!transfer) return 'skipped';
        await this.statuses.change(transfer, 'completed', null);
        return 'settled';
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn({ msg: 'returning a transfer that cannot settle', transactionId: id, reason: error.code });
      return this.tx.run(async () => {
        const transfer = await this.transfers.lockDue(id);
        if (!transfer) return 'skipped';
        await this.statuses.change(transfer, 'failed', null, { creditNote: RETURNED_NOTE });
        return 'returned';
      });
    }
  }
}
