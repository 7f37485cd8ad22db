import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import type { SecretHasher } from '../../../../../shared/security/argon2-hasher.js';
import { ListMyAccounts } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { AccountNotEligible, AlreadyHasCard } from '../../../domain/card.errors.js';
import { DebitCard } from '../../../domain/debit-card.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY, PIN_HASHER } from '../../../cards.tokens.js';
import { ApplyForCard } from '../../../public/cards.api.js';
import { CardApplied } from '../../../public/cards.events.js';

/**
 * A debit card spends the holder's own money, so only checking and savings accounts take one;
 * one live card or application per account (the database's partial unique index decides races).
 */
@CommandHandler(ApplyForCard)
export class ApplyForCardHandler implements ICommandHandler<ApplyForCard, string> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(PIN_HASHER) private readonly pins: SecretHasher,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, application }: ApplyForCard): Promise<string> {
    const accounts = await this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId));
    const account = accounts.find((a) => a.id === application.accountId);
    if (!account) throw new AccountNotFound();
    if (account.accountType === 'credit') throw new AccountNotEligible();
    if (account.isActive !== 'true') throw new AccountNotEligible('This account is not active');
    if (account.debitCard && (account.debitCard.status === 'pending' || account.debitCard.status === 'active')) throw new AlreadyHasCard();
    const card = DebitCard.apply({
      id: randomUUID(), accountId: account.id, userId, cardHolderName: account.customerName.toUpperCase(),
      cardType: application.cardType ?? 'standard', deliveryAddress: application.deliveryAddress?.trim() || null,
      pinHash: application.pin ? await this.pins.hash(application.pin) : null, at: this.clock.now(),
    });
    return this.tx.run(async () => {
      if (!(await this.cards.add(card))) throw new AlreadyHasCard();
      await this.cards.recordHistory(card.id, userId, 'applied', { cardType: card.cardType });
      await this.outbox.record(new CardApplied({ userId, cardId: card.id, cardType: card.cardType, last4: null, accountNumber: account.accountNumber }));
      return card.id;
    });
  }
}
