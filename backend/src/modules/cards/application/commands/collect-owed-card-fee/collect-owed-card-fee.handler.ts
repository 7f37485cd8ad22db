import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_TYPE_LABELS } from '@bank/contracts/cards';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { MoveMoney } from '../../../../accounts/public/accounts.api.js';
import type { CardFeeRepository } from '../../../domain/card-fee.repository.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_FEE_REPOSITORY, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardFeeCharged } from '../../../public/cards.events.js';
import { CollectOwedCardFee, type CollectOutcome } from './collect-owed-card-fee.command.js';

/**
 * Locks the owed fee first: a second run (or instance) waits, then finds it no longer owed and
 * does nothing, so a fee is collected at most once. The whole fee moves or nothing does (no part
 * payments); the amount and currency are those recorded when it fell due.
 */
@CommandHandler(CollectOwedCardFee)
export class CollectOwedCardFeeHandler implements ICommandHandler<CollectOwedCardFee, CollectOutcome> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_FEE_REPOSITORY) private readonly fees: CardFeeRepository,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ feeId }: CollectOwedCardFee): Promise<CollectOutcome> {
    return this.tx.run(async () => {
      const fee = await this.fees.lockOwed(feeId);
      if (!fee) return 'skipped';
      // The fee's card exists (its key says so); read, not locked: only its owner, account, type and number are used.
      const card = (await this.cards.find(fee.cardId))!;
      try {
        await this.commands.execute(new MoveMoney({
          kind: 'card-fee', memo: `${CARD_TYPE_LABELS[card.cardType]} card fee ${fee.month} (card ending ${card.last4 ?? '----'}), owed`, transactionId: null,
          from: { accountId: card.accountId }, to: { internal: 'fees' }, amount: fee.amount, currency: fee.currency,
        }));
      } catch (error) {
        // Not enough money, the account closed, or its currency changed since: still owed, nothing written.
        if (error instanceof DomainError) return 'owed';
        throw error;
      }
      fee.markCharged(this.clock.now());
      await this.fees.save(fee);
      await this.cards.recordHistory(fee.cardId, null, 'fee-collected', { month: fee.month, amount: fee.amount, currency: fee.currency });
      await this.outbox.record(new CardFeeCharged({
        userId: card.userId, cardId: fee.cardId, cardType: card.cardType, last4: card.last4, month: fee.month, amount: fee.amount, currency: fee.currency,
        owed: false, collected: true,
      }));
      return 'collected';
    });
  }
}
