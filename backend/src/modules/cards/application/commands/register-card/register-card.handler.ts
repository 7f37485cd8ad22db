import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AdminCardMessages as M, CARD_EXPIRY_YEARS } from '@bank/contracts/cards';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { FindAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { AccountNotEligible, AlreadyHasCard, CardNumberTaken } from '../../../domain/card.errors.js';
import { expiryProblem } from '../../../domain/card-number.js';
import { sealedNumber } from '../../issue-card.js';
import { DebitCard } from '../../../domain/debit-card.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CARD_SECRETS, DEBIT_CARD_REPOSITORY } from '../../../cards.tokens.js';
import { CardApplicationProcessed } from '../../../public/cards.events.js';
import type { CardSecrets } from '../../ports/card-secrets.js';
import { RegisterCard } from './register-card.command.js';
import { RecordAuditEntry } from '../../../../admin/public/audit.commands.js';
import { auditView } from '../../audit-view.js';

const EXPIRY_MESSAGES = { month: ['expiryMonth', M.EXPIRY_MONTH], year: ['expiryYear', M.EXPIRY_YEAR], expired: ['expiryMonth', M.EXPIRED] } as const;

@CommandHandler(RegisterCard)
export class RegisterCardHandler implements ICommandHandler<RegisterCard, string> {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly queries: QueryBus,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ props, registeredBy }: RegisterCard): Promise<string> {
    const now = this.clock.now();
    const problem = expiryProblem(props.expiryMonth, props.expiryYear, now, CARD_EXPIRY_YEARS);
    if (problem) {
      const [field, message] = EXPIRY_MESSAGES[problem];
      throw new ValidationFailed(message, [{ field, message }]);
    }
    if (!isUuid(props.accountId)) throw new AccountNotFound();
    const account = await this.queries.execute<FindAccount, AccountSummary | null>(new FindAccount({ id: props.accountId }));
    if (!account) throw new AccountNotFound();
    if (account.accountType === 'credit') throw new AccountNotEligible();
    const id = randomUUID();
    const card = DebitCard.issuedByBank({
      id, accountId: account.id, userId: account.userId, cardHolderName: props.cardHolderName.trim().toUpperCase(), by: registeredBy.id, at: now,
      issued: { ...sealedNumber(id, props.cardNumber, this.secrets), expiryMonth: props.expiryMonth, expiryYear: props.expiryYear, cvvEncrypted: this.secrets.encryptCvv(id, props.cvv) },
    });
    return this.tx.run(async () => {
      if (await this.cards.numberTaken(card.issued.cardNumberHash)) throw new CardNumberTaken();
      if (!(await this.cards.add(card))) throw new AlreadyHasCard();
      await this.commands.execute(new RecordAuditEntry({
        actor: registeredBy, action: 'card.create', target: { type: 'card', id, ownerId: account.userId }, before: null,
        after: { ...auditView(card), cardHolderName: card.cardHolderName, expiryMonth: props.expiryMonth, expiryYear: props.expiryYear },
      }));
      await this.cards.recordHistory(id, registeredBy.id, 'issued-by-bank');
      await this.outbox.record(new CardApplicationProcessed({
        userId: account.userId, cardId: id, cardType: 'standard', last4: card.issued.last4, approved: true, reason: null,
      }));
      return id;
    });
  }
}
