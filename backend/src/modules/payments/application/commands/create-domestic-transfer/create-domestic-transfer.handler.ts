import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentMessages, type DomesticTransferResponse } from '@bank/contracts/payments';
import { APP_CONFIG } from '../../../../../config/config.module.js';
import type { AppConfig } from '../../../../../config/config.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ConsumeStepUpAuthorization } from '../../../../identity/public/consume-step-up-authorization.command.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import { InvalidAmount, SameAccount } from '../../../domain/payment.errors.js';
import { assertWithinLimits } from '../../../domain/transfer-limits.js';
import type { StoredResponse, TransactionBook, TransactionRecord } from '../../../domain/transaction-record.js';
import { TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { toTransactionDto } from '../../transaction.mapper.js';
import { TransferBooking } from '../../transfer-booking.js';
import { CreateDomesticTransfer } from './create-domestic-transfer.command.js';

/**
 * A customer's transfer to another account of this bank (DESIGN 3–4). The hot path, kept to
 * few round trips: the payee is looked up, then one transaction opens the transfer (idempotency
 * claim, per-customer lock, limit sums), spends the step-up token (and checks the customer may
 * transact), holds the money (source locked and checked) and records the transfer.
 */
@CommandHandler(CreateDomesticTransfer)
export class CreateDomesticTransferHandler implements ICommandHandler<CreateDomesticTransfer, StoredResponse> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly booking: TransferBooking,
    @Inject(TRANSACTION_BOOK) private readonly book: TransactionBook,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, request, idempotencyKey }: CreateDomesticTransfer): Promise<StoredResponse> {
    const description = request.description.trim();
    parseAmount(request.amount, 'USD'); // the amount's format first, before anything is looked up
    if (!isUuid(request.fromAccountId)) throw new AccountNotFound();
    const to = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ accountNumber: request.toAccountNumber }));
    if (!to) throw new AccountNotFound();
    if (to.id === request.fromAccountId) throw new SameAccount();
    // The source must be in the payee's currency; the ledger checks that under lock (400 otherwise).
    const amount = parseAmount(request.amount, to.currency);
    const amountUsd = Money.parse(await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(amount.toString(), amount.currency)), 'USD');
    const requestHash = hashRequest({ ...request, amount: amount.toString(), description, authorizationToken: undefined });

    return this.tx.run(async () => {
      const opened = await this.book.open(userId, idempotencyKey ? { key: idempotencyKey, requestHash } : null);
      if (opened.previous) return opened.previous;
      await this.commands.execute(new ConsumeStepUpAuthorization(userId, request.authorizationToken, 'domestic-transfer', {
        fromAccountId: request.fromAccountId, toAccountNumber: request.toAccountNumber, amount: amount.toString(), description,
      }));
      assertWithinLimits(amountUsd, Money.parse(opened.sentToday, 'USD'), Money.parse(opened.sentThisMonth, 'USD'));

      const answer = (record: TransactionRecord): StoredResponse => ({
        status: 201,
        body: { message: PaymentMessages.TRANSFER_SUCCESS, transaction: toTransactionDto(record) } satisfies DomesticTransferResponse,
      });
      const record = await this.booking.hold({
        fromAccountId: request.fromAccountId, senderId: userId, to, amount: amount.toString(), amountUsd: amountUsd.toString(), description,
        heldForReview: amountUsd.greaterThan(Money.parse(this.config.reviewThreshold, 'USD')),
        respond: idempotencyKey ? { key: idempotencyKey, answer } : undefined,
      });
      return answer(record);
    });
  }
}

function parseAmount(input: unknown, currency: string): Money {
  try {
    return Money.parsePositiveAmount(input, currency);
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    if (error.reason === 'TOO_MANY_DECIMALS') throw new InvalidAmount(PaymentMessages.AMOUNT_DECIMALS);
    if (error.reason === 'OUT_OF_RANGE') throw new InvalidAmount(PaymentMessages.AMOUNT_TOO_LARGE);
    throw new InvalidAmount(PaymentMessages.AMOUNT_POSITIVE);
  }
}

function hashRequest(body: object): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
