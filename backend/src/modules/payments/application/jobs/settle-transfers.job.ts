import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { claimDueInBatches } from '../../../../shared/jobs/claim-due-in-batches.js';
import { ChangeTransferStatus } from '../../public/payments.api.js';

const BATCH = 50;

/**
 * Completes processing domestic transfers once the settlement delay has passed, except those
 * held for review. Rows are claimed with SKIP LOCKED, so two instances never settle one twice.
 * A transfer whose destination can no longer receive is returned to the sender instead.
 */
@Injectable()
@Job('settle-transfers', 'Settles due processing domestic transfers (not those held for review)')
export class SettleTransfersJob implements BankJob {
  private readonly logger = new Logger('settlement');

  constructor(
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<string> {
    let settled = 0;
    let returned = 0;
    await claimDueInBatches<{ id: string }>(this.tx, {
      select: `select id from payments.transactions
        where money_state = 'held' and status = 'processing' and type = 'transfer' and not held_for_review and channel = 'domestic'
          and created_at <= now() - make_interval(secs => $1)
        order by created_at`,
      params: [this.config.settlementDelaySeconds],
      batch: BATCH,
    }, async (due) => {
      for (const { id } of due) {
        try {
          await this.tx.run(() => this.commands.execute(new ChangeTransferStatus(id, 'completed', null)));
          settled++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          this.logger.warn({ msg: 'returning a transfer that cannot settle', transactionId: id, reason: error.code });
          await this.commands.execute(new ChangeTransferStatus(id, 'failed', null, { creditNote: 'The receiving account could not accept this transfer; the money was returned.' }));
          returned++;
        }
      }
    });
    return `settled ${settled} transfers, returned ${returned}`;
  }
}
