import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { stepUpProof } from '../../../../identity/public/step-up-proof.js';
import { internationalRecipient } from '../../../domain/payee.js';
import { newTransactionCode } from '../../../domain/transaction-code.js';
import { TRANSFER_LIMITS } from '../../../domain/transfer-limits.js';
import { Transfer } from '../../../domain/transfer.js';
import { TRANSFER_OPENINGS } from '../../../payments.tokens.js';
import { ExternalTransferCheckFailed, OpenExternalTransfer, SourceAccountChanged, type ExternalTransferOpened } from '../../../public/payments.api.js';
import type { TransferOpenings } from '../../ports/transfer-openings.js';
import { refuseOnce } from '../../transfer-refusals.js';

@CommandHandler(OpenExternalTransfer)
export class OpenExternalTransferHandler implements ICommandHandler<OpenExternalTransfer, ExternalTransferOpened> {
  constructor(private readonly tx: TransactionRunner, @Inject(TRANSFER_OPENINGS) private readonly openings: TransferOpenings) {}

  async execute({ props }: OpenExternalTransfer): Promise<ExternalTransferOpened> {
    const transfer = Transfer.external({
      id: props.transactionId, transactionCode: newTransactionCode(), from: props.from, amount: props.amount, currency: props.from.currency,
      amountUsd: props.amountUsd, description: props.description, reference: props.reference, status: props.status,
      payeeKey: internationalRecipient(props.recipient), at: props.at,
    });
    const proof = stepUpProof(props.stepUp.token, props.stepUp.purpose, props.stepUp.payload);
    const outcome = await this.tx.runStatement(() => this.openings.open({
      transfer, memo: `${props.description} (${props.reference})`, events: props.events, idempotency: props.idempotency,
      stepUp: { purpose: props.stepUp.purpose, tokenHash: proof.tokenHash, payloadHash: proof.payloadHash },
      limits: TRANSFER_LIMITS, extension: props.extension,
    }));
    if ('refused' in outcome) {
      if (outcome.refused === 'ACCOUNTS_CHANGED') throw new SourceAccountChanged();
      if (outcome.refused === 'CHECK_FAILED') throw new ExternalTransferCheckFailed(outcome.check);
      const idempotency = props.idempotency.key ? { key: props.idempotency.key, requestHash: props.idempotency.requestHash } : null;
      return { opened: false, replay: await refuseOnce(this.openings, outcome, { tokenPresented: proof.presented, from: props.from }, { userId: props.from.userId, idempotency }) };
    }
    return outcome.opened ? { opened: true } : { opened: false, replay: outcome.replay };
  }
}
