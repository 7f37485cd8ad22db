import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { stepUpProof } from '../../../../identity/public/step-up-proof.js';
import { DAILY_LIMIT_USD, MONTHLY_LIMIT_USD } from '../../../domain/transfer-limits.js';
import type { TransactionBook } from '../../../domain/transaction-record.js';
import { TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { ExternalTransferCheckFailed, OpenExternalTransfer, SourceAccountChanged, type ExternalTransferOpened } from '../../../public/payments.api.js';
import { TransferBooking } from '../../transfer-booking.js';
import { refusalError } from '../../transfer-refusals.js';

@CommandHandler(OpenExternalTransfer)
export class OpenExternalTransferHandler implements ICommandHandler<OpenExternalTransfer, ExternalTransferOpened> {
  constructor(private readonly tx: TransactionRunner, private readonly booking: TransferBooking, @Inject(TRANSACTION_BOOK) private readonly book: TransactionBook) {}

  execute({ props }: OpenExternalTransfer): Promise<ExternalTransferOpened> {
    const { record, memo } = this.booking.heldExternalTransfer({
      id: props.transactionId, from: props.from, amount: props.amount, amountUsd: props.amountUsd, description: props.description,
      reference: props.reference, status: props.status, at: props.at,
    });
    const proof = stepUpProof(props.stepUp.token, props.stepUp.purpose, props.stepUp.payload);
    return this.tx.runStatement(async () => {
      const outcome = await this.book.openTransfer({
        record, memo, events: props.events, idempotency: props.idempotency,
        stepUp: { purpose: props.stepUp.purpose, tokenHash: proof.tokenHash, payloadHash: proof.payloadHash },
        limits: { dailyUsd: DAILY_LIMIT_USD.toString(), monthlyUsd: MONTHLY_LIMIT_USD.toString() },
        attachment: props.attachment,
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'ACCOUNTS_CHANGED') throw new SourceAccountChanged();
        if (outcome.refused === 'CHECK_FAILED') throw new ExternalTransferCheckFailed(outcome.check);
        throw refusalError(outcome, { tokenPresented: proof.presented, from: props.from });
      }
      return outcome.opened ? { opened: true } : { opened: false, replay: outcome.replay };
    });
  }
}
