import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DomesticTransferResponse } from '@bank/contracts/payments';
import { APP_CONFIG } from '../../../../../config/config.module.js';
import type { AppConfig } from '../../../../../config/config.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { ConsumeStepUpAuthorization } from '../../../../identity/public/consume-step-up-authorization.command.js';
import { GetUserStanding, type UserStanding } from '../../../../identity/public/identity.queries.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import { AccountNotFound, CurrencyMismatch } from '../../../../accounts/public/accounts.errors.js';
import { InvalidAmount, SameAccount, TransactionsRestricted } from '../../../domain/payment.errors.js';
import { assertWithinLimits } from '../../../domain/transfer-limits.js';
import type { IdempotencyStore, TransactionBook } from '../../../domain/transaction-record.js';
import { IDEMPOTENCY_STORE, TRANSACTION_BOOK } from '../../../payments.tokens.js';
import { toTransactionDto } from '../../transaction.mapper.js';
import { TransferBooking } from '../../transfer-booking.js';
import { CreateDomesticTransfer } from './create-domestic-transfer.command.js';

/**
 * A customer's transfer to another account of this bank (DESIGN 3–4): checks, then in one
 * transaction the idempotency claim, the step-up token, the limits, the row and the hold.
 */
@CommandHandler(CreateDomesticTransfer)
export class CreateDomesticTransferHandler implements ICommandHandler<CreateDomesticTransfer, { status: number; body: DomesticTransferResponse }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly booking: TransferBooking,
    @Inject(TRANSACTION_BOOK) private readonly book: TransactionBook,
    @Inject(IDEMPOTENCY_STORE) private readonly idempotency: IdempotencyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, request, idempotencyKey }: CreateDomesticTransfer): Promise<{ status: number; body: DomesticTransferResponse }> {
    const description = request.description.trim();
    parseAmount(request.amount, 'USD'); // the format first, before anything is looked up
    const [from, to] = await Promise.all([
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: request.fromAccountId })),
      this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ accountNumber: request.toAccountNumber })),
    ]);
    if (!from || from.userId !== userId || !to) throw new AccountNotFound();
    if (from.id === to.id) throw new SameAccount();
    if (from.currency !== to.currency) throw new CurrencyMismatch();
    const amount = parseAmount(request.amount, from.currency);
    const amountUsd = await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(amount.toString(), amount.currency));
    const requestHash = hashRequest({ ...request, amount: amount.toString(), description, authorizationToken: undefined });

    return this.tx.run(async () => {
      if (idempotencyKey) {
        const previous = await this.idempotency.claim(userId, idempotencyKey, requestHash);
        if (previous) return previous as { status: number; body: DomesticTransferResponse };
      }
      const standing = await this.queries.execute<GetUserStanding, UserStanding>(new GetUserStanding(userId));
      if (standing.transactionRestricted) throw new TransactionsRestricted(standing.restrictionReason);
      await this.commands.execute(new ConsumeStepUpAuthorization(userId, request.authorizationToken, 'domestic-transfer', {
        fromAccountId: request.fromAccountId, toAccountNumber: request.toAccountNumber, amount: amount.toString(), description,
      }));
      const sent = await this.book.sentInUsd(userId);
      assertWithinLimits(Money.parse(amountUsd, 'USD'), Money.parse(sent.today, 'USD'), Money.parse(sent.thisMonth, 'USD'));

      const heldForReview = Money.parse(amountUsd, 'USD').greaterThan(Money.parse(this.config.reviewThreshold, 'USD'));
      const record = await this.booking.hold({ from, to, amount: amount.toString(), amountUsd, description, heldForReview });
      const response = { status: 201, body: { message: 'Your money has been transferred successfully.', transaction: toTransactionDto(record) } };
      if (idempotencyKey) await this.idempotency.complete(userId, idempotencyKey, response.status, response.body);
      return response;
    });
  }
}

function parseAmount(input: unknown, currency: string): Money {
  try {
    return Money.parsePositiveAmount(input, currency);
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    if (error.reason === 'TOO_MANY_DECIMALS') throw new InvalidAmount('Amount can have at most 2 decimal places');
    if (error.reason === 'OUT_OF_RANGE') throw new InvalidAmount('Amount is too large');
    throw new InvalidAmount('Amount must be a positive number');
  }
}

function hashRequest(body: object): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
