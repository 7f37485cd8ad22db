import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import { payeeOf } from '../../../domain/payee.js';
import { newTransactionCode } from '../../../domain/transaction-code.js';
import { Transfer } from '../../../domain/transfer.js';
import type { TransferRepository } from '../../../domain/transfer.repository.js';
import { TRANSFER_REPOSITORY } from '../../../payments.tokens.js';
import { RecordHistoricalTransfer } from '../../../public/payments.api.js';
import { transferCreated } from '../../transfer-events.js';
import { TransferStatusChanges } from '../../transfer-status-changes.js';

/** A completed transfer of the demo history: held through the ledger and settled, backdated, counted against its day's limits. */
@CommandHandler(RecordHistoricalTransfer)
export class RecordHistoricalTransferHandler implements ICommandHandler<RecordHistoricalTransfer, string> {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    @Inject(TRANSFER_REPOSITORY) private readonly transfers: TransferRepository,
    private readonly statuses: TransferStatusChanges,
    private readonly outbox: Outbox,
    private readonly tx: TransactionRunner,
  ) {}

  async execute({ props }: RecordHistoricalTransfer): Promise<string> {
    const [from, to] = await Promise.all([
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.fromAccountId })),
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.toAccountId })),
    ]);
    if (!from || !to) throw new AccountNotFound();
    const amountUsd = await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(props.amount, from.currency));
    return this.tx.run(async () => {
      const transfer = Transfer.domestic({
        id: randomUUID(), transactionCode: newTransactionCode(), from, to, amount: props.amount, currency: to.currency, amountUsd,
        description: props.description, heldForReview: false, payeeKey: payeeOf(from, to), at: props.at,
      });
      await this.commands.execute(new MoveMoney({
        kind: 'transfer-hold', memo: `Transfer to ${to.accountNumber}: ${props.description}`, transactionId: transfer.id, reference: transfer.transactionCode,
        from: { accountId: from.id }, to: { internal: 'clearing' }, amount: transfer.amount, currency: transfer.currency, at: props.at,
      }));
      await this.transfers.addBooked(transfer);
      await this.outbox.record(transferCreated(transfer));
      await this.statuses.change(transfer, 'completed', null, {}, props.at);
      return transfer.id;
    });
  }
}
