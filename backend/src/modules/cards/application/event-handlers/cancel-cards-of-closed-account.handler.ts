import { Inject } from '@nestjs/common';
import { Clock } from '../../../../shared/clock.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { AccountClosed } from '../../../accounts/public/accounts.events.js';
import { DEBIT_CARD_REPOSITORY } from '../../cards.tokens.js';
import type { DebitCardRepository } from '../../domain/debit-card.repository.js';

/**
 * The bank closed an account (back office): its live card and any pending application are
 * cancelled, never deleted (issue 14). Idempotent, as the outbox may deliver twice: a second
 * delivery finds nothing live.
 */
@HandlesEvent(AccountClosed)
export class CancelCardsOfClosedAccount implements EventHandler<AccountClosed> {
  constructor(@Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository, private readonly tx: TransactionRunner, private readonly clock: Clock) {}

  async handle({ payload }: AccountClosed): Promise<void> {
    await this.tx.run(async () => {
      for (const card of await this.cards.lockLiveOfAccount(payload.accountId)) {
        card.cancel(this.clock.now());
        await this.cards.save(card);
      }
    });
  }
}
