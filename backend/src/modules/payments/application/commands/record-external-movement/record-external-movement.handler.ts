import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import type { ExternalMovements } from '../../../domain/external-movement.js';
import { newTransactionCode } from '../../../domain/transaction-code.js';
import { EXTERNAL_MOVEMENTS } from '../../../payments.tokens.js';
import { RecordExternalMovement } from '../../../public/payments.api.js';

@CommandHandler(RecordExternalMovement)
export class RecordExternalMovementHandler implements ICommandHandler<RecordExternalMovement, string> {
  constructor(
    @Inject(EXTERNAL_MOVEMENTS) private readonly movements: ExternalMovements,
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
    const id = randomUUID();
    const transactionCode = newTransactionCode();
    return this.tx.run(async () => {
      await this.movements.add({
        id, transactionCode, direction: props.direction, account, amount: props.amount, amountUsd, description: props.description, at: props.at ?? this.clock.now(),
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
