import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransactionStatus } from '@bank/contracts/accounts';
import type { AdminInternationalTransferDto } from '@bank/contracts/international';
import {
  ChangeInternationalTransferStatus, UpdateExchangeRate, type ExchangeRateChange, type InternationalStatusChange,
} from '../../../../international/public/international-admin.api.js';
import type { AuditActor } from '../../../public/audit.commands.js';
import { Audited } from '../../audited.js';

/** An administrator sets an international transfer's status (DESIGN 4: money moves at most once, 409 otherwise). */
export class SetInternationalPaymentStatus {
  constructor(
    readonly actor: AuditActor,
    readonly transferId: string,
    readonly status: TransactionStatus,
    readonly notes: { adminNotes: string | null; creditNote: string | null },
  ) {}
}

@CommandHandler(SetInternationalPaymentStatus)
export class SetInternationalPaymentStatusHandler implements ICommandHandler<SetInternationalPaymentStatus, AdminInternationalTransferDto> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, transferId, status, notes }: SetInternationalPaymentStatus): Promise<AdminInternationalTransferDto> {
    return this.audited.run({ actor, action: 'payment.international-status', target: { type: 'payment', id: transferId }, reason: notes.adminNotes }, async () => {
      const { before, after } = await this.commands.execute<ChangeInternationalTransferStatus, InternationalStatusChange>(
        new ChangeInternationalTransferStatus(transferId, status, actor.id, notes));
      return { targetOwnerId: after.userId, before: auditView(before), after: auditView(after), result: after };
    });
  }
}

/** What the audit log keeps of an international transfer: its state, not the recipient's details. */
function auditView(t: AdminInternationalTransferDto) {
  return {
    referenceNumber: t.referenceNumber, status: t.status, complianceChecked: t.complianceChecked, debitAmount: t.debitAmount,
    debitCurrency: t.debitCurrency, transferAmount: t.transferAmount, transferCurrency: t.transferCurrency, adminNotes: t.adminNotes, creditNote: t.creditNote,
  };
}

/** An administrator stores a new exchange rate, with a reason (audited). */
export class SetExchangeRate {
  constructor(readonly actor: AuditActor, readonly currency: string, readonly rate: { usdRate: string; rateDate?: string }, readonly reason: string) {}
}

@CommandHandler(SetExchangeRate)
export class SetExchangeRateHandler implements ICommandHandler<SetExchangeRate, ExchangeRateChange['after']> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, currency, rate, reason }: SetExchangeRate): Promise<ExchangeRateChange['after']> {
    return this.audited.run({ actor, action: 'exchange-rate.update', target: { type: 'exchange-rate', id: currency.toUpperCase() }, reason }, async () => {
      const { before, after } = await this.commands.execute<UpdateExchangeRate, ExchangeRateChange>(new UpdateExchangeRate(currency, rate.usdRate, rate.rateDate));
      return { before, after, result: after };
    });
  }
}

export const ADMINISTER_INTERNATIONAL_HANDLERS = [SetInternationalPaymentStatusHandler, SetExchangeRateHandler];
