import { cardNumberFrom, expiryFrom, last4 } from '../domain/card-number.js';
import type { IssuedDetails } from '../domain/debit-card.js';
import type { DebitCardRepository } from '../domain/debit-card.repository.js';
import type { CardSecrets } from './ports/card-secrets.js';

/**
 * A fresh Luhn-valid number on the bank's prefix that no card has, the expiry 4 years ahead and
 * a random CVV, sealed for this card. The unique index on the number's hash is the last word on races.
 */
export async function newIssuedDetails(cardId: string, issuedAt: Date, cards: DebitCardRepository, secrets: CardSecrets): Promise<IssuedDetails> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const cardNumber = cardNumberFrom(secrets.randomDigits(9));
    if (await cards.numberTaken(secrets.numberHash(cardNumber))) continue;
    return { ...sealedNumber(cardId, cardNumber, secrets), ...expiryFrom(issuedAt), cvvEncrypted: secrets.encryptCvv(cardId, secrets.randomDigits(3)) };
  }
  throw new Error('no free card number after 10 attempts');
}

/** How a number is kept: sealed for its card, its keyed hash, its last four digits. */
export function sealedNumber(cardId: string, cardNumber: string, secrets: CardSecrets): Pick<IssuedDetails, 'cardNumberSealed' | 'cardNumberHash' | 'last4'> {
  return { cardNumberSealed: secrets.sealNumber(cardId, cardNumber), cardNumberHash: secrets.numberHash(cardNumber), last4: last4(cardNumber) };
}
