import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WALLET_LABELS } from '@bank/contracts/cards';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AlreadyInWallet, CardNotFound } from '../../../domain/card.errors.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardAddedToWallet } from '../../../public/cards.events.js';
import { AddCardToWallet } from './add-card-to-wallet.command.js';

/** The wallet gets a random token standing for the card (a device account number), never the card number. */
@CommandHandler(AddCardToWallet)
export class AddCardToWalletHandler implements ICommandHandler<AddCardToWallet, void> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  async execute({ userId, cardId, walletType }: AddCardToWallet): Promise<void> {
    if (!isUuid(cardId)) throw new CardNotFound();
    await this.tx.run(async () => {
      const card = await this.cards.lock(cardId, userId);
      if (!card) throw new CardNotFound();
      card.assertCanJoinWallet();
      const added = await this.cards.addWalletToken({ id: randomUUID(), cardId, walletType, token: randomBytes(24).toString('hex') });
      if (!added) throw new AlreadyInWallet(WALLET_LABELS[walletType]);
      await this.cards.recordHistory(cardId, userId, 'added-to-wallet', { walletType });
      await this.outbox.record(new CardAddedToWallet({ userId, cardId, cardType: card.cardType, last4: card.issued.last4, walletType }));
    });
  }
}
