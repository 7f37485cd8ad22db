import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_REVEAL_ATTEMPTS_PER_HOUR, type RevealedCardDto } from '@bank/contracts/cards';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { ConfirmPassword } from '../../../../identity/public/confirm-password.query.js';
import { CardNotFound, RevealsThrottled } from '../../../domain/card.errors.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_SECRETS, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import type { CardSecrets } from '../../ports/card-secrets.js';
import { RevealCard } from './reveal-card.command.js';

/** Reveals (successful or refused) a customer may make per window: enough to read a card, too few to farm them. */
export const REVEAL_LIMIT = CARD_REVEAL_ATTEMPTS_PER_HOUR;
export const REVEAL_WINDOW_MS = 60 * 60_000;

/**
 * The full number and CVV, only after the password is asked again; every attempt is written to
 * the card's history, and more than REVEAL_LIMIT in an hour are refused (429).
 */
@CommandHandler(RevealCard)
export class RevealCardHandler implements ICommandHandler<RevealCard, RevealedCardDto> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, cardId, password, ip }: RevealCard): Promise<RevealedCardDto> {
    if (!isUuid(cardId)) throw new CardNotFound();
    const card = await this.tx.run(async () => {
      const found = await this.cards.lock(cardId, userId);
      if (!found) throw new CardNotFound();
      // oxlint-disable-next-line no-unused-expressions -- the getter throws for an application
      found.issued; // an application has nothing to reveal
      // Counted before the password is checked, so parallel requests cannot pass the limit together.
      const since = new Date(this.clock.now().getTime() - REVEAL_WINDOW_MS);
      if (!(await this.cards.claimReveal(cardId, userId, since, REVEAL_LIMIT, { ip }))) throw new RevealsThrottled();
      return found;
    });
    try {
      await this.queries.execute(new ConfirmPassword(userId, password, ip));
    } catch (error) {
      await this.tx.run(() => this.cards.recordHistory(cardId, userId, 'reveal-refused', { ip }));
      throw error;
    }
    await this.tx.run(() => this.cards.recordHistory(cardId, userId, 'revealed', { ip }));
    const { cardNumberSealed, expiryMonth, expiryYear, cvvEncrypted } = card.issued;
    return { cardNumber: this.secrets.openNumber(cardId, cardNumberSealed), cvv: this.secrets.decryptCvv(cardId, cvvEncrypted), expiryMonth, expiryYear };
  }
}
