import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { isUuid } from '../../../../../shared/ids.js';
import { CardNotFound } from '../../../domain/card.errors.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_SECRETS, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { ProcessCardApplication } from '../../../public/cards.api.js';
import { CardApplicationProcessed } from '../../../public/cards.events.js';
import type { CardSecrets } from '../../ports/card-secrets.js';
import { RecordAuditEntry } from '../../../../admin/public/audit.commands.js';
import { auditView } from '../../audit-view.js';
import { newIssuedDetails } from '../../issue-card.js';

@CommandHandler(ProcessCardApplication)
export class ProcessCardApplicationHandler implements ICommandHandler<ProcessCardApplication, void> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ cardId, decision, processedBy: staff }: ProcessCardApplication): Promise<void> {
    if (!isUuid(cardId)) throw new CardNotFound();
    await this.tx.run(async () => {
      const card = await this.cards.lock(cardId);
      if (!card) throw new CardNotFound();
      const now = this.clock.now();
      const before = auditView(card);
      const processedBy = staff?.id ?? null;
      if (decision.approve) {
        card.issue(await newIssuedDetails(card.id, now, this.cards, this.secrets), processedBy, now);
      } else {
        card.reject(decision.reason, processedBy, now);
      }
      await this.cards.save(card);
      if (staff) {
        await this.commands.execute(new RecordAuditEntry({
          actor: staff, action: 'card.application-process', target: { type: 'card', id: card.id, ownerId: card.userId }, before, after: auditView(card),
          reason: decision.approve ? null : decision.reason,
        }));
      }
      await this.cards.recordHistory(card.id, processedBy, decision.approve ? 'approved' : 'rejected', decision.approve ? {} : { reason: decision.reason });
      await this.outbox.record(new CardApplicationProcessed({
        userId: card.userId, cardId: card.id, cardType: card.cardType, last4: decision.approve ? card.issued.last4 : null,
        approved: decision.approve, reason: decision.approve ? null : decision.reason,
      }));
    });
  }
}
