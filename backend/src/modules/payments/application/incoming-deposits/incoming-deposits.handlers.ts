import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import { BANK_NAME, type FundingDto } from '@bank/contracts/payments';
import { Clock } from '../../../../shared/clock.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../shared/outbox/outbox.js';
import { FindAccount, ListMyAccounts, type AccountSummary } from '../../../accounts/public/accounts.api.js';
import {
  depositAmount, DepositNotFound, IncomingDeposit, normalizeReference, payerName, rejectionReason, type IncomingDepositRepository, type IncomingDepositState,
} from '../../domain/incoming-deposit.js';
import { INCOMING_DEPOSITS } from '../../payments.tokens.js';
import {
  ApproveIncomingDeposit, ListIncomingDeposits, RecordIncomingDeposit, RejectIncomingDeposit, type DepositChange, type IncomingDepositPage, type IncomingDepositView,
} from '../../public/incoming-deposits.api.js';
import { RecordExternalMovement } from '../../public/payments.api.js';
import { IncomingDepositApproved } from '../../public/payments.events.js';
import type { IncomingDepositQueries } from './incoming-deposit-queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_UNKNOWN = 'No account has this funding reference';

export const depositView = (s: IncomingDepositState): IncomingDepositView => ({
  id: s.id, reference: s.reference, accountId: s.accountId, accountNumber: s.accountNumber, userId: s.userId, amount: s.amount, currency: s.currency,
  payer: s.payer, status: s.status, recordedBy: s.recordedBy, recordedAt: s.recordedAt.toISOString(), approvedBy: s.approvedBy, approvedAt: s.approvedAt?.toISOString() ?? null,
  rejectedBy: s.rejectedBy, rejectedAt: s.rejectedAt?.toISOString() ?? null, rejectionReason: s.rejectionReason,
});

/** The signed-in customer's funding instructions: their accounts' details and references, until money first arrives. */
export class GetFundingInstructions {
  constructor(readonly userId: string) {}
}

@QueryHandler(GetFundingInstructions)
export class GetFundingInstructionsHandler implements IQueryHandler<GetFundingInstructions, FundingDto> {
  constructor(@Inject(INCOMING_DEPOSITS) private readonly deposits: IncomingDepositRepository, private readonly queries: QueryBus, private readonly tx: TransactionRunner) {}

  async execute({ userId }: GetFundingInstructions): Promise<FundingDto> {
    if (await this.deposits.hasReceivedMoney(userId)) return { instructions: [] };
    const accounts = await this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId));
    // Credit accounts are not funded by a deposit.
    const fundable = accounts.filter((a) => a.accountType !== 'credit');
    const references = await this.tx.run(() => Promise.all(fundable.map((a) => this.deposits.referenceFor(a.id, userId))));
    return {
      instructions: fundable.map((a, i) => ({
        accountId: a.id, accountNumber: a.accountNumber, accountType: a.accountType, currency: a.currency,
        beneficiary: a.customerName, bankName: BANK_NAME, reference: references[i],
      })),
    };
  }
}

@CommandHandler(RecordIncomingDeposit)
export class RecordIncomingDepositHandler implements ICommandHandler<RecordIncomingDeposit, IncomingDepositView> {
  constructor(
    @Inject(INCOMING_DEPOSITS) private readonly deposits: IncomingDepositRepository,
    private readonly queries: QueryBus, private readonly tx: TransactionRunner, private readonly clock: Clock,
  ) {}

  execute({ props }: RecordIncomingDeposit): Promise<IncomingDepositView> {
    return this.tx.run(async () => {
      const reference = normalizeReference(props.reference);
      const owner = reference ? await this.deposits.findReference(reference) : null;
      const account = owner ? await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: owner.accountId })) : null;
      if (!reference || !owner || !account || !account.isActive) throw new ValidationFailed(REFERENCE_UNKNOWN, [{ field: 'reference', message: REFERENCE_UNKNOWN }]);
      const deposit = IncomingDeposit.record({
        id: randomUUID(), reference, accountId: account.id, accountNumber: account.accountNumber, userId: owner.userId,
        amount: depositAmount(props.amount, account.currency).toString(), currency: account.currency, payer: payerName(props.payer),
        recordedBy: props.staffId, recordedAt: this.clock.now(),
      });
      await this.deposits.add(deposit);
      return depositView(deposit.snapshot);
    });
  }
}

@CommandHandler(ApproveIncomingDeposit)
export class ApproveIncomingDepositHandler implements ICommandHandler<ApproveIncomingDeposit, DepositChange> {
  constructor(
    @Inject(INCOMING_DEPOSITS) private readonly deposits: IncomingDepositRepository,
    private readonly commands: CommandBus, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  execute({ depositId, staffId }: ApproveIncomingDeposit): Promise<DepositChange> {
    if (!UUID.test(depositId)) throw new DepositNotFound();
    return this.tx.run(async () => {
      // The row lock: a second approval at the same time waits here, then finds it approved.
      const deposit = await this.deposits.findForUpdate(depositId);
      if (!deposit) throw new DepositNotFound();
      deposit.assertApprovableBy(staffId);
      const before = depositView(deposit.snapshot);
      const { accountId, amount, reference, payer } = deposit.snapshot;
      const transactionId = await this.commands.execute<RecordExternalMovement, string>(new RecordExternalMovement({
        accountId, direction: 'deposit', amount, description: `Deposit from ${payer} (${reference})`,
      }));
      deposit.approve(staffId, transactionId, this.clock.now());
      await this.deposits.saveDecision(deposit);
      const after = deposit.snapshot;
      await this.outbox.record(new IncomingDepositApproved({ depositId, userId: after.userId, accountNumber: after.accountNumber, amount: after.amount, currency: after.currency }));
      return { before, after: depositView(after) };
    });
  }
}

@CommandHandler(RejectIncomingDeposit)
export class RejectIncomingDepositHandler implements ICommandHandler<RejectIncomingDeposit, DepositChange> {
  constructor(@Inject(INCOMING_DEPOSITS) private readonly deposits: IncomingDepositRepository, private readonly tx: TransactionRunner, private readonly clock: Clock) {}

  execute({ depositId, staffId, reason }: RejectIncomingDeposit): Promise<DepositChange> {
    if (!UUID.test(depositId)) throw new DepositNotFound();
    const why = rejectionReason(reason);
    return this.tx.run(async () => {
      // The same row lock as the approval: of an approval and a rejection at once, one finds it decided.
      const deposit = await this.deposits.findForUpdate(depositId);
      if (!deposit) throw new DepositNotFound();
      const before = depositView(deposit.snapshot);
      deposit.reject(staffId, why, this.clock.now());
      await this.deposits.saveDecision(deposit);
      return { before, after: depositView(deposit.snapshot) };
    });
  }
}

@QueryHandler(ListIncomingDeposits)
export class ListIncomingDepositsHandler implements IQueryHandler<ListIncomingDeposits, IncomingDepositPage> {
  constructor(@Inject(INCOMING_DEPOSITS) private readonly deposits: IncomingDepositQueries) {}

  async execute({ status, page }: ListIncomingDeposits): Promise<IncomingDepositPage> {
    const found = await this.deposits.page(status, page);
    return { ...found, items: found.items.map(depositView) };
  }
}

export const INCOMING_DEPOSIT_HANDLERS = [
  GetFundingInstructionsHandler, RecordIncomingDepositHandler, ApproveIncomingDepositHandler, RejectIncomingDepositHandler, ListIncomingDepositsHandler,
];
