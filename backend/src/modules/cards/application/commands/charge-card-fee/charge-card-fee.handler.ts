import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_MONTHLY_FEES_USD, CARD_TYPE_LABELS } from '@bank/contracts/cards';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { ConvertFromUsd } from '../../../../international/public/international.queries.js';
import { CardFee } from '../../../domain/card-fee.js';
import type { CardFeeRepository } from '../../../domain/card-fee.repository.js';
import type { DebitCard } from '../../../domain/debit-card.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_FEE_REPOSITORY, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardFeeCharged } from '../../../public/cards.events.js';
import { ChargeCardFee, type FeeOutcome } from './charge-card-fee.command.js';

/**
 * Claims the (card, month) fee first: its unique key makes a second or concurrent run a no-op.
 * The fee then moves through the ledger to the bank's fee income account; when the account
 * cannot pay it (funds, closed), the fee stays owed and no money moves.
 */
@CommandHandler(ChargeCardFee)
export class ChargeCardFeeHandler implements ICommandHandler<ChargeCardFee, FeeOutcome> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_FEE_REPOSITORY) private readonly fees: CardFeeRepository,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ cardId, month }: ChargeCardFee): Promise<FeeOutcome> {
    return this.tx.run(async () => {
      const card = await this.cards.lock(cardId);
      if (!card || card.status !== 'active' || CARD_MONTHLY_FEES_USD[card.cardType] === '0.00') return 'skipped';
      const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: card.accountId }));
      if (!account) return 'skipped';
      const amount = await this.queries.execute<ConvertFromUsd, string>(new ConvertFromUsd(CARD_MONTHLY_FEES_USD[card.cardType], account.currency));
      const fee = CardFee.due({ id: randomUUID(), cardId, month, amount, currency: account.currency, at: this.clock.now() });
      if (!(await this.fees.claim(fee))) return 'skipped';
      const owed = !(await this.take(fee, card, account));
      await this.cards.recordHistory(cardId, null, owed ? 'fee-owed' : 'fee-charged', { month, amount, currency: account.currency });
      await this.outbox.record(new CardFeeCharged({
        userId: card.userId, cardId, cardType: card.cardType, last4: card.last4, month, amount, currency: account.currency, owed,
      }));
      return owed ? 'owed' : 'charged';
    });
  }

  /** Moves the fee; false when the account cannot pay it (nothing is written then: the checks come before the entry). */
  private async take(fee: CardFee, card: DebitCard, account: AccountSummary): Promise<boolean> {
    try {
      await this.commands.execute(new MoveMoney({
        kind: 'card-fee', memo: `${CARD_TYPE_LABELS[card.cardType]} card fee ${fee.month} (card ending ${card.last4})`, transactionId: null,
        from: { accountId: account.id }, to: { internal: 'fees' }, amount: fee.amount, currency: fee.currency,
      }));
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    fee.markCharged(this.clock.now());
    await this.fees.save(fee);
    return true;
  }
}
