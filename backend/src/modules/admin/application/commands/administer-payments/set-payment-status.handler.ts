import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { TransactionStatus } from '@bank/contracts/accounts';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { LockTransferForAdmin, type AdminTransferView, type LockedTransfer } from '../../../../payments/public/admin-payments.api.js';
import { ChangeTransferStatus } from '../../../../payments/public/payments.api.js';
import type { AuditActor } from '../../../public/audit.commands.js';
import { Audited } from '../../audited.js';

/** An administrator sets a domestic transfer's status (DESIGN 4: money moves at most once, 409 otherwise). */
export class SetPaymentStatus {
  constructor(
    readonly actor: AuditActor,
    readonly transactionId: string,
    readonly status: TransactionStatus,
    readonly notes: { adminNotes: string | null; creditNote: string | null },
  ) {}
}

@CommandHandler(SetPaymentStatus)
export class SetPaymentStatusHandler implements ICommandHandler<SetPaymentStatus, AdminTransferView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  execute({ actor, transactionId, status, notes }: SetPaymentStatus): Promise<AdminTransferView> {
    return this.audited.run({ actor, action: 'payment.status', target: { type: 'payment', id: transactionId }, reason: notes.adminNotes }, async () => {
      const lock = () => this.queries.execute<LockTransferForAdmin, LockedTransfer | null>(new LockTransferForAdmin(transactionId));
      const before = await lock();
      if (!before) throw new NotFound('Payment not found');
      await this.commands.execute(new ChangeTransferStatus(transactionId, status, actor.id, notes));
      const after = (await lock())!;
      return { targetOwnerId: after.ownerId, before: before.transfer, after: after.transfer, result: after.transfer };
    });
  }
}
