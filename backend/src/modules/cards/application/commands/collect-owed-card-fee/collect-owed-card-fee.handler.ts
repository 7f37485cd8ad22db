import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CARD_TYPE_LABELS, type CardType } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { MoveMoney } from '../../../../accounts/public/accounts.api.js';
import { last4 } from '../../../domain/card-number.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardFeeCharged } from '../../../public/cards.events.js';
import { CollectOwedCardFee, type CollectOutcome } from './collect-owed-card-fee.command.js';

interface OwedFee {
  id: string; card_id: string; month: string; amount: string; currency: string;
  user_id: string; account_id: string; card_type: CardType; card_number: string | null;
}

/**
 * Locks the owed row first: a second run (or instance) waits, then finds it no longer owed and
 * does nothing, so a fee is collected at most once. The whole fee moves or nothing does (no part
 * payments); the amount and currency are those recorded when it fell due.
 */
@CommandHandler(CollectOwedCardFee)
export class CollectOwedCardFeeHandler implements ICommandHandler<CollectOwedCardFee, CollectOutcome> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  async execute({ feeId }: CollectOwedCardFee): Promise<CollectOutcome> {
    return this.tx.run(async () => {
      const [fee] = await sql<OwedFee>(this.em,
        `select f.id, f.card_id, f.month, f.amount::text as amount, f.currency, c.user_id, c.account_id, c.card_type, c.card_number
         from cards.card_fees f join cards.debit_cards c on c.id = f.card_id
         where f.id = $1 and f.status = 'owed' for update of f`, [feeId]);
      if (!fee) return 'skipped';
      const cardLast4 = fee.card_number ? last4(fee.card_number) : null;
      try {
        await this.commands.execute(new MoveMoney({
          kind: 'card-fee', memo: `${CARD_TYPE_LABELS[fee.card_type]} card fee ${fee.month} (card ending ${cardLast4 ?? '----'}), owed`, transactionId: null,
          from: { accountId: fee.account_id }, to: { internal: 'fees' }, amount: fee.amount, currency: fee.currency,
        }));
      } catch (error) {
        // Not enough money, the account closed, or its currency changed since: still owed, nothing written.
        if (error instanceof DomainError) return 'owed';
        throw error;
      }
      await sql(this.em, `update cards.card_fees set status = 'charged', charged_at = now() where id = $1`, [fee.id]);
      await this.cards.recordHistory(fee.card_id, null, 'fee-collected', { month: fee.month, amount: fee.amount, currency: fee.currency });
      await this.outbox.record(new CardFeeCharged({
        userId: fee.user_id, cardId: fee.card_id, cardType: fee.card_type, last4: cardLast4, month: fee.month, amount: fee.amount, currency: fee.currency,
        owed: false, collected: true,
      }));
      return 'collected';
    });
  }
}
