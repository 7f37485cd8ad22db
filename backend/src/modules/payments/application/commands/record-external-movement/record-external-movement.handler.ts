import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import type { TransactionBook } from '../../../domain/transaction-record.js';
import { TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { RecordExternalMovement } from '../../../public/payments.api.js';
import { newTransactionCode } from '../../transfer-booking.js';

@CommandHandler(RecordExternalMovement)
export class RecordExternalMovementHandler implements ICommandHandler<RecordExternalMovement, string> {
  constructor(
    @Inject(TRANSACTION_BOOK) private readonly book: TransactionBook,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ props }: RecordExternalMovement): Promise<string> {
    const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.accountId }));
    if (!account) throw new AccountNotFound();
    const amountUsd = await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(props.amount, account.currency));
    const deposit = props.direction === 'deposit';
    const at = props.at ?? this.clock.now();
    const id = randomUUID();
    const transactionCode = newTransactionCode();
    return this.tx.run(async () => {
      await this.book.insert({
        id, transactionCode, fromAccountId: deposit ? null : account.id, toAccountId: deposit ? account.id : null,
        fromAccountNumber: deposit ? null : account.accountNumber, toAccountNumber: deposit ? account.accountNumber : null,
        fromUserId: deposit ? null : account.userId, toUserId: deposit ? account.userId : null, amount: props.amount, currency: account.currency,
        amountUsd, type: props.direction, status: 'completed', moneyState: 'settled', heldForReview: false, description: props.description,
        reference: null, creditNote: null, adminNotes: null, createdAt: at, updatedAt: at, channel: 'domestic',
      });
      await this.commands.execute(new MoveMoney({
        kind: props.direction, memo: props.description, transactionId: id, reference: transactionCode, amount: props.amount, currency: account.currency, at: props.at,
        from: deposit ? { internal: 'external' } : { accountId: account.id },
        to: deposit ? { accountId: account.id } : { internal: 'external' },
      }));
      return id;
    });
  }
}
