/** Secrets a card must show again (the CVV): encrypted at rest, bound to the card they belong to. */
export interface CardSecrets {
  encryptCvv(cardId: string, cvv: string): string;
  decryptCvv(cardId: string, sealed: string): string;
  /** n random decimal digits from a cryptographic source (card numbers, CVVs). */
  randomDigits(n: number): string;
}
