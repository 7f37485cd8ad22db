import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import { RecordHistoricalTransfer } from '../../../public/payments.api.js';
import { TransferBooking } from '../../transfer-booking.js';

@CommandHandler(RecordHistoricalTransfer)
export class RecordHistoricalTransferHandler implements ICommandHandler<RecordHistoricalTransfer, string> {
  constructor(private readonly queries: QueryBus, private readonly booking: TransferBooking, private readonly tx: TransactionRunner) {}

  async execute({ props }: RecordHistoricalTransfer): Promise<string> {
    const [from, to] = await Promise.all([
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.fromAccountId })),
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.toAccountId })),
    ]);
    if (!from || !to) throw new AccountNotFound();
    const amountUsd = await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(props.amount, from.currency));
    return this.tx.run(async () => {
      const held = await this.booking.hold({ from, to, amount: props.amount, amountUsd, description: props.description, heldForReview: false, at: props.at });
      await this.booking.changeStatus(held, 'completed', null, {}, props.at);
      return held.id;
    });
  }
}
