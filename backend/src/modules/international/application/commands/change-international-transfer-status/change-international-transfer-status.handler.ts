import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ChangeTransferStatus } from '../../../../payments/public/payments.api.js';
import { clearsCompliance, type InternationalTransferRepository } from '../../../domain/international-transfer.js';
import { INTERNATIONAL_TRANSFER_REPOSITORY } from '../../../international.tokens.js';
import { ChangeInternationalTransferStatus, type InternationalStatusChange } from '../../../public/international-admin.api.js';
import { InternationalTransferStatusChanged } from '../../../public/international.events.js';
import { InternationalTransferNotFound } from '../../international.errors.js';
import { readAdminTransfers, toAdminDto } from '../../queries/list-international-transfers-for-admin/list-international-transfers-for-admin.handler.js';

/**
 * A new status for an international transfer (the settlement job, or staff through the admin
 * context). The money follows payments' status rules for the transaction that carries it
 * (ChangeTransferStatus: completed/credited send it out through the external account, failed/
 * cancelled return amount and fee to the source, never twice: 409), and the international row
 * takes the same status in the same transaction. A status a person sets that lets the money go on
 * clears a compliance hold. The customer is told, with the credit note if there is one.
 */
@CommandHandler(ChangeInternationalTransferStatus)
export class ChangeInternationalTransferStatusHandler implements ICommandHandler<ChangeInternationalTransferStatus, InternationalStatusChange> {
  constructor(
    @Inject(INTERNATIONAL_TRANSFER_REPOSITORY) private readonly transfers: InternationalTransferRepository,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly em: EntityManager,
  ) {}

  execute({ transferId, status, changedBy, notes }: ChangeInternationalTransferStatus): Promise<InternationalStatusChange> {
    if (!isUuid(transferId)) throw new InternationalTransferNotFound();
    return this.tx.run(async () => {
      const locked = await this.transfers.lock(transferId);
      if (!locked) throw new InternationalTransferNotFound();
      const before = await this.read(transferId);
      await this.commands.execute(new ChangeTransferStatus(locked.transactionId, status, changedBy, notes));
      const complianceChecked = locked.complianceChecked || (changedBy !== null && clearsCompliance(status));
      const updated = await this.transfers.updateStatus(transferId, { status, by: changedBy, complianceChecked, ...notes });
      await this.outbox.record(new InternationalTransferStatusChanged({
        transferId, referenceNumber: updated.referenceNumber, userId: updated.userId, recipientName: updated.recipientName,
        recipientCountryName: before.recipientCountryName, transferAmount: updated.transferAmount, transferCurrency: updated.transferCurrency,
        status: updated.status, previousStatus: locked.status, estimatedDelivery: updated.estimatedDelivery.toISOString(), creditNote: updated.creditNote,
      }));
      return { before, after: await this.read(transferId) };
    });
  }

  private async read(id: string) {
    const [row] = await readAdminTransfers(this.em, `where t.id = $1`, [id]);
    return toAdminDto(row);
  }
}
