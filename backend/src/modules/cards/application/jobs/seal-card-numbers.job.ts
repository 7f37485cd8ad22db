import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { inBatches } from '../../../../shared/jobs/in-batches.js';
import { CARD_SECRETS, DEBIT_CARD_REPOSITORY } from '../../cards.tokens.js';
import type { DebitCardRepository } from '../../domain/debit-card.repository.js';
import { sealedNumber } from '../issue-card.js';
import type { CardSecrets } from '../ports/card-secrets.js';

const BATCH = 500;

/**
 * Cards issued before numbers were sealed kept them in the clear: each is sealed for its card,
 * hashed for lookups, cut to its last four digits for lists, and the clear number removed. The
 * server runs it at every start (nothing to do once done); safe to run again.
 */
@Injectable()
@Job('seal-card-numbers', 'Seals card numbers still kept in the clear (the server runs it at start)')
export class SealCardNumbersJob implements BankJob {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly tx: TransactionRunner,
  ) {}

  async run(): Promise<string> {
    // A sealed row leaves the set in the clear, so each batch is simply the first ones left.
    const sealed = await inBatches(this.tx, BATCH, (_, size) => this.cards.numbersInTheClear(size), (card) => card.id,
      async ({ id, cardNumber }) => this.cards.sealNumber(id, sealedNumber(id, cardNumber, this.secrets)));
    return `${sealed} card numbers sealed`;
  }
}

/**
 * After CARD_ENCRYPTION_KEY is rotated (the old one in CARD_ENCRYPTION_KEY_PREVIOUS): every card's
 * number and CVV opened and sealed again under the new key, the number's hash recomputed. Safe to
 * run again; once it has run, CARD_ENCRYPTION_KEY_PREVIOUS can go (docs/operations.md).
 */
@Injectable()
@Job('reseal-card-secrets', 'Seals every card number and CVV again under the current CARD_ENCRYPTION_KEY (after a rotation)')
export class ResealCardSecretsJob implements BankJob {
  constructor(
    @Inject(DEBIT_CARD_REPOSITORY) private readonly cards: DebitCardRepository,
    @Inject(CARD_SECRETS) private readonly secrets: CardSecrets,
    private readonly tx: TransactionRunner,
  ) {}

  async run(): Promise<string> {
    const resealed = await inBatches(this.tx, BATCH, (after, size) => this.cards.sealedSecrets(after, size), (card) => card.id, async (card) => {
      const number = this.secrets.openNumber(card.id, card.cardNumberSealed);
      const { cardNumberSealed, cardNumberHash } = sealedNumber(card.id, number, this.secrets);
      await this.cards.saveSealedSecrets(card.id, { cardNumberSealed, cardNumberHash, cvvEncrypted: this.secrets.encryptCvv(card.id, this.secrets.decryptCvv(card.id, card.cvvEncrypted)) });
    });
    return `${resealed} cards sealed again under the current key`;
  }
}
