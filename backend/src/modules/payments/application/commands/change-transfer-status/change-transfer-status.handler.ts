import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { TransferNotFound } from '../../../domain/payment.errors.js';
import type { TransactionBook, TransactionRecord } from '../../../domain/transaction-record.js';
import { TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { ChangeTransferStatus } from '../../../public/payments.api.js';
import { TransferBooking } from '../../transfer-booking.js';
import { isUuid } from '../../../../../shared/ids.js';

@CommandHandler(ChangeTransferStatus)
export class ChangeTransferStatusHandler implements ICommandHandler<ChangeTransferStatus, TransactionRecord> {
  constructor(@Inject(TRANSACTION_BOOK) private readonly book: TransactionBook, private readonly booking: TransferBooking, private readonly tx: TransactionRunner) {}

  execute({ transactionId, status, changedBy, notes }: ChangeTransferStatus): Promise<TransactionRecord> {
    if (!isUuid(transactionId)) throw new TransferNotFound();
    return this.tx.run(async () => {
      const record = await this.book.lock(transactionId);
      if (!record || record.type !== 'transfer') throw new TransferNotFound();
      return this.booking.changeStatus(record, status, changedBy, notes);
    });
  }
}
