import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { RecordAuditEntry } from '../../../../admin/public/audit.commands.js';
import { CardNotFound } from '../../../domain/card.errors.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_SECRETS, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import type { CardSecrets } from '../../ports/card-secrets.js';
import type { StaffMember } from '../../../public/cards.api.js';

/** Staff see a card's full number (the Cards tab's show toggle): written to the audit log and the card's history. */
export class ShowCardNumber {
  constructor(readonly cardId: string, readonly staff: StaffMember) {}
}

@CommandHandler(ShowCardNumber)
export class ShowCardNumberHandler implements ICommandHandler<ShowCardNumber, { cardNumber: string }> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly tx: TransactionRunner,
    private readonly commands: CommandBus,
  ) {}

  async execute({ cardId, staff }: ShowCardNumber): Promise<{ cardNumber: string }> {
    if (!isUuid(cardId)) throw new CardNotFound();
    return this.tx.run(async () => {
      const card = await this.cards.lock(cardId);
      if (!card) throw new CardNotFound();
      const { cardNumberSealed, last4 } = card.issued;
      await this.commands.execute(new RecordAuditEntry({
        actor: staff, action: 'card.number-shown', target: { type: 'card', id: cardId, ownerId: card.userId }, before: null, after: { last4 },
      }));
      await this.cards.recordHistory(cardId, staff.id, 'revealed', { by: 'staff' });
      return { cardNumber: this.secrets.openNumber(cardId, cardNumberSealed) };
    });
  }
}
