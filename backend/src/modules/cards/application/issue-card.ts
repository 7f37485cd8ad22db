import { cardNumberFrom, expiryFrom } from '../domain/card-number.js';
import type { IssuedDetails } from '../domain/debit-card.js';
import type { DebitCardRepository } from '../domain/debit-card.repository.js';
import type { CardSecrets } from './ports/card-secrets.js';

/**
 * A fresh Luhn-valid number on the bank's prefix that no card has, the expiry 4 years ahead and
 * a random CVV, sealed for this card. The unique index on card_number is the last word on races.
 */
export async function newIssuedDetails(cardId: string, issuedAt: Date, cards: DebitCardRepository, secrets: CardSecrets): Promise<IssuedDetails> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const cardNumber = cardNumberFrom(secrets.randomDigits(9));
    if (await cards.numberTaken(cardNumber)) continue;
    return { cardNumber, ...expiryFrom(issuedAt), cvvEncrypted: secrets.encryptCvv(cardId, secrets.randomDigits(3)) };
  }
  throw new Error('no free card number after 10 attempts');
}
