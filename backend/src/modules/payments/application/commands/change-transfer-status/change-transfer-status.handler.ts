import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { TransferNotFound } from '../../../domain/payment.errors.js';
import type { Transfer } from '../../../domain/transfer.js';
import type { TransferRepository } from '../../../domain/transfer.repository.js';
import { TRANSFER_REPOSITORY } from '../../../payments.tokens.js';
import { ChangeTransferStatus } from '../../../public/payments.api.js';
import { TransferStatusChanges } from '../../transfer-status-changes.js';

@CommandHandler(ChangeTransferStatus)
export class ChangeTransferStatusHandler implements ICommandHandler<ChangeTransferStatus, Transfer> {
  constructor(@Inject(TRANSFER_REPOSITORY) private readonly transfers: TransferRepository, private readonly statuses: TransferStatusChanges, private readonly tx: TransactionRunner) {}

  execute({ transactionId, status, changedBy, notes }: ChangeTransferStatus): Promise<Transfer> {
    if (!isUuid(transactionId)) throw new TransferNotFound();
    return this.tx.run(async () => {
      const transfer = await this.transfers.lock(transactionId);
      if (!transfer) throw new TransferNotFound();
      return this.statuses.change(transfer, status, changedBy, notes);
    });
  }
}
