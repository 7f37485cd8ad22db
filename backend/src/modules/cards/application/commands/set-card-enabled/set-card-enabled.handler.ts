import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { CardNotFound } from '../../../domain/card.errors.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardEnabledChanged } from '../../../public/cards.events.js';
import { SetCardEnabled } from './set-card-enabled.command.js';
import { RecordAuditEntry } from '../../../../admin/public/audit.commands.js';
import { auditView } from '../../audit-view.js';

@CommandHandler(SetCardEnabled)
export class SetCardEnabledHandler implements ICommandHandler<SetCardEnabled, void> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ cardId, enable, actor }: SetCardEnabled): Promise<void> {
    if (!isUuid(cardId)) throw new CardNotFound();
    await this.tx.run(async () => {
      const card = await this.cards.lock(cardId, actor.by === 'owner' ? actor.userId : undefined);
      if (!card) throw new CardNotFound();
      const before = auditView(card);
      const changed = card.setEnabled(enable, actor.by, this.clock.now());
      if (actor.by === 'admin') {
        // Staff actions are audited even when they change nothing (a second Disable).
        await this.commands.execute(new RecordAuditEntry({
          actor: actor.staff, action: 'card.status', target: { type: 'card', id: card.id, ownerId: card.userId }, before, after: auditView(card),
        }));
      }
      if (!changed) return;
      await this.cards.save(card);
      const event = actor.by === 'owner' ? (enable ? 'unfrozen' : 'frozen') : (enable ? 'enabled-by-bank' : 'disabled-by-bank');
      await this.cards.recordHistory(card.id, actor.by === 'owner' ? actor.userId : actor.staff.id, event);
      await this.outbox.record(new CardEnabledChanged({
        userId: card.userId, cardId: card.id, cardType: card.cardType, last4: card.issued.last4, enabled: enable, by: actor.by,
      }));
    });
  }
}
