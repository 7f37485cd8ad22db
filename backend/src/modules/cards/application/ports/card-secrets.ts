/** Secrets a card must show again (the number, the CVV): encrypted at rest, bound to the card they belong to. */
export interface CardSecrets {
  encryptCvv(cardId: string, cvv: string): string;
  decryptCvv(cardId: string, sealed: string): string;
  sealNumber(cardId: string, cardNumber: string): string;
  openNumber(cardId: string, sealed: string): string;
  /** A keyed hash of the number: finds a card by number without keeping the number. */
  numberHash(cardNumber: string): string;
  /** n random decimal digits from a cryptographic source (card numbers, CVVs). */
  randomDigits(n: number): string;
}
