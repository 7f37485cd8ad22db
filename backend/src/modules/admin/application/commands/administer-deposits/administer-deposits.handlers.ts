import { CommandBus, CommandHandler, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IncomingDepositDto, IncomingDepositStatus } from '@bank/contracts/payments';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import { FindUserForAdmin, type AdminUserView } from '../../../../identity/public/admin-user.commands.js';
import {
  ApproveIncomingDeposit, ListIncomingDeposits, RecordIncomingDeposit, RejectIncomingDeposit, type DepositChange, type IncomingDepositPage, type IncomingDepositView,
} from '../../../../payments/public/incoming-deposits.api.js';
import type { AuditActor } from '../../../public/audit.commands.js';
import { Audited } from '../../audited.js';

// Money that arrives from outside with a funding reference (issue 28 item 11): one staff member
// records it, another approves it (four eyes: approving creates money in the customer's account);
// any of them may reject one recorded wrongly, with the reason.

export class RecordDeposit {
  constructor(readonly actor: AuditActor, readonly request: { reference: unknown; amount: unknown; payer: unknown }) {}
}

export class ApproveDeposit {
  constructor(readonly actor: AuditActor, readonly depositId: string) {}
}

export class RejectDeposit {
  constructor(readonly actor: AuditActor, readonly depositId: string, readonly reason: unknown) {}
}

export class ListDeposits {
  constructor(readonly status: IncomingDepositStatus | undefined, readonly page: CursorQuery) {}
}

const depositTarget = (id: string) => ({ type: 'deposit' as const, id });

@CommandHandler(RecordDeposit)
export class RecordDepositHandler implements ICommandHandler<RecordDeposit, IncomingDepositView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, request }: RecordDeposit): Promise<IncomingDepositView> {
    return this.audited.run({ actor, action: 'deposit.record', target: depositTarget('') }, async () => {
      const deposit = await this.commands.execute<RecordIncomingDeposit, IncomingDepositView>(new RecordIncomingDeposit({ ...request, staffId: actor.id }));
      return { targetId: deposit.id, targetOwnerId: deposit.userId, before: null, after: deposit, result: deposit };
    });
  }
}

@CommandHandler(ApproveDeposit)
export class ApproveDepositHandler implements ICommandHandler<ApproveDeposit, IncomingDepositView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, depositId }: ApproveDeposit): Promise<IncomingDepositView> {
    return this.audited.run({ actor, action: 'deposit.approve', target: depositTarget(depositId) }, async () => {
      const { before, after } = await this.commands.execute<ApproveIncomingDeposit, DepositChange>(new ApproveIncomingDeposit(depositId, actor.id));
      return { targetOwnerId: after.userId, before, after, result: after };
    });
  }
}

@CommandHandler(RejectDeposit)
export class RejectDepositHandler implements ICommandHandler<RejectDeposit, IncomingDepositView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, depositId, reason }: RejectDeposit): Promise<IncomingDepositView> {
    return this.audited.run({ actor, action: 'deposit.reject', target: depositTarget(depositId) }, async () => {
      const { before, after } = await this.commands.execute<RejectIncomingDeposit, DepositChange>(new RejectIncomingDeposit(depositId, actor.id, reason));
      return { targetOwnerId: after.userId, before, after, result: after };
    });
  }
}

@QueryHandler(ListDeposits)
export class ListDepositsHandler implements IQueryHandler<ListDeposits, CursorPage<IncomingDepositDto>> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ status, page }: ListDeposits): Promise<CursorPage<IncomingDepositDto>> {
    const found = await this.queries.execute<ListIncomingDeposits, IncomingDepositPage>(new ListIncomingDeposits(status, page));
    // Customers and staff by id: one look-up each per page.
    const ids = [...new Set(found.items.flatMap((d) => [d.userId, d.recordedBy, ...[d.approvedBy, d.rejectedBy].filter((id): id is string => id !== null)]))];
    const users = await Promise.all(ids.map((id) => this.queries.execute<FindUserForAdmin, AdminUserView | null>(new FindUserForAdmin(id))));
    const byId = new Map(ids.map((id, i) => [id, users[i]]));
    const customerIdOf = (id: string | null) => (id ? byId.get(id)?.customerId ?? '' : null);
    return {
      ...found,
      items: found.items.map((d) => {
        const customer = byId.get(d.userId);
        return {
          id: d.id, reference: d.reference, accountNumber: d.accountNumber, customerId: customer?.customerId ?? '',
          customerName: customer ? `${customer.firstName} ${customer.lastName}` : 'Deleted customer', amount: d.amount, currency: d.currency,
          payer: d.payer, status: d.status, recordedBy: customerIdOf(d.recordedBy)!, recordedAt: d.recordedAt, approvedBy: customerIdOf(d.approvedBy), approvedAt: d.approvedAt,
          rejectedBy: customerIdOf(d.rejectedBy), rejectedAt: d.rejectedAt, rejectionReason: d.rejectionReason,
        };
      }),
    };
  }
}

export const ADMINISTER_DEPOSITS_HANDLERS = [RecordDepositHandler, ApproveDepositHandler, RejectDepositHandler, ListDepositsHandler];
