import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CARD_MONTHLY_FEES_USD, CARD_TYPE_LABELS, type CardType } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { ConvertFromUsd } from '../../../../international/public/international.queries.js';
import { last4 } from '../../../domain/card-number.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardFeeCharged } from '../../../public/cards.events.js';
import { ChargeCardFee, type FeeOutcome } from './charge-card-fee.command.js';

/**
 * Claims the (card, month) row first: its unique key makes a second or concurrent run a no-op.
 * The fee then moves through the ledger to the bank's fee income account; when the account
 * cannot pay it (funds, closed), the row stays as owed and no money moves.
 */
@CommandHandler(ChargeCardFee)
export class ChargeCardFeeHandler implements ICommandHandler<ChargeCardFee, FeeOutcome> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  async execute({ cardId, month }: ChargeCardFee): Promise<FeeOutcome> {
    return this.tx.run(async () => {
      const card = await this.cards.lock(cardId);
      if (!card || card.status !== 'active' || CARD_MONTHLY_FEES_USD[card.cardType] === '0.00') return 'skipped';
      const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: card.accountId }));
      if (!account) return 'skipped';
      const amount = await this.queries.execute<ConvertFromUsd, string>(new ConvertFromUsd(CARD_MONTHLY_FEES_USD[card.cardType], account.currency));
      const feeId = randomUUID();
      const claimed = await sql(this.em,
        `insert into cards.card_fees (id, card_id, month, amount, currency, status) values ($1, $2, $3, $4, $5, 'owed')
         on conflict (card_id, month) do nothing returning id`, [feeId, cardId, month, amount, account.currency]);
      if (claimed.length === 0) return 'skipped';
      const owed = !(await this.take(feeId, card.cardType, month, last4(card.issued.cardNumber), account, amount));
      await this.cards.recordHistory(cardId, null, owed ? 'fee-owed' : 'fee-charged', { month, amount, currency: account.currency });
      await this.outbox.record(new CardFeeCharged({
        userId: card.userId, cardId, cardType: card.cardType, last4: last4(card.issued.cardNumber), month, amount, currency: account.currency, owed,
      }));
      return owed ? 'owed' : 'charged';
    });
  }

  /** Moves the fee; false when the account cannot pay it (nothing is written then: the checks come before the entry). */
  private async take(feeId: string, cardType: CardType, month: string, cardLast4: string, account: AccountSummary, amount: string): Promise<boolean> {
    try {
      await this.commands.execute(new MoveMoney({
        kind: 'card-fee', memo: `${CARD_TYPE_LABELS[cardType]} card fee ${month} (card ending ${cardLast4})`, transactionId: null,
        from: { accountId: account.id }, to: { internal: 'fees' }, amount, currency: account.currency,
      }));
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    await sql(this.em, `update cards.card_fees set status = 'charged', charged_at = now() where id = $1`, [feeId]);
    return true;
  }
}
