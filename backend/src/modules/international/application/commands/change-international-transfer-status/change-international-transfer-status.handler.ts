import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ChangeTransferStatus } from '../../../../payments/public/payments.api.js';
import type { InternationalTransferRepository } from '../../../domain/international-transfer.repository.js';
import { INTERNATIONAL_QUERIES, INTERNATIONAL_TRANSFER_REPOSITORY } from '../../../international.tokens.js';
import { ChangeInternationalTransferStatus, type InternationalStatusChange } from '../../../public/international-admin.api.js';
import { InternationalTransferStatusChanged } from '../../../public/international.events.js';
import { InternationalTransferNotFound } from '../../international.errors.js';
import type { InternationalQueries } from '../../queries/international-queries.js';
import { withCustomers } from '../../queries/list-international-transfers-for-admin/list-international-transfers-for-admin.handler.js';

/**
 * A new status for an international transfer (the settlement job, or staff through the admin
 * context). The money follows payments' status rules for the transaction that carries it
 * (ChangeTransferStatus: completed/credited send it out through the external account, failed/
 * cancelled return amount and fee to the source, never twice: 409), and the international transfer
 * takes the same status in the same transaction. A status a person sets that lets the money go on
 * clears a compliance hold. The customer is told, with the credit note if there is one.
 */
@CommandHandler(ChangeInternationalTransferStatus)
export class ChangeInternationalTransferStatusHandler implements ICommandHandler<ChangeInternationalTransferStatus, InternationalStatusChange> {
  constructor(
    @Inject(INTERNATIONAL_TRANSFER_REPOSITORY) private readonly transfers: InternationalTransferRepository,
    @Inject(INTERNATIONAL_QUERIES) private readonly views: InternationalQueries,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  execute({ transferId, status, changedBy, notes }: ChangeInternationalTransferStatus): Promise<InternationalStatusChange> {
    if (!isUuid(transferId)) throw new InternationalTransferNotFound();
    return this.tx.run(async () => {
      const transfer = await this.transfers.lock(transferId);
      if (!transfer) throw new InternationalTransferNotFound();
      const before = (await this.views.oneForAdmin(transferId))!;
      const previousStatus = transfer.status;
      await this.commands.execute(new ChangeTransferStatus(transfer.transactionId, status, changedBy, notes));
      transfer.changeStatus(status, changedBy, notes, this.clock.now());
      await this.transfers.save(transfer);
      await this.outbox.record(new InternationalTransferStatusChanged({
        transferId, referenceNumber: transfer.referenceNumber, userId: transfer.userId, recipientName: transfer.recipientName,
        recipientCountryName: before.recipientCountryName, transferAmount: transfer.transferAmount, transferCurrency: transfer.transferCurrency,
        status: transfer.status, previousStatus, estimatedDelivery: transfer.estimatedDelivery.toISOString(), creditNote: transfer.creditNote,
      }));
      const after = (await this.views.oneForAdmin(transferId))!;
      const [beforeDto, afterDto] = await withCustomers(this.queries, [before, after]);
      return { before: beforeDto, after: afterDto };
    });
  }
}
