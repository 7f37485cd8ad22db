import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { CardNotFound } from '../../../domain/card.errors.js';
import { last4 } from '../../../domain/card-number.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardEnabledChanged } from '../../../public/cards.events.js';
import { SetCardEnabled } from './set-card-enabled.command.js';

@CommandHandler(SetCardEnabled)
export class SetCardEnabledHandler implements ICommandHandler<SetCardEnabled, void> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ cardId, enable, actor }: SetCardEnabled): Promise<void> {
    if (!isUuid(cardId)) throw new CardNotFound();
    await this.tx.run(async () => {
      const card = await this.cards.lock(cardId, actor.by === 'owner' ? actor.userId : undefined);
      if (!card) throw new CardNotFound();
      if (!card.setEnabled(enable, actor.by, this.clock.now())) return;
      await this.cards.update(card);
      const event = actor.by === 'owner' ? (enable ? 'unfrozen' : 'frozen') : (enable ? 'enabled-by-bank' : 'disabled-by-bank');
      await this.cards.recordHistory(card.id, actor.userId, event);
      await this.outbox.record(new CardEnabledChanged({
        userId: card.userId, cardId: card.id, cardType: card.cardType, last4: last4(card.issued.cardNumber), enabled: enable, by: actor.by,
      }));
    });
  }
}
