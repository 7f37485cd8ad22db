import type { DebitCard } from './debit-card.js';

export type CardEvent =
  | 'applied' | 'approved' | 'rejected' | 'issued-by-bank' | 'frozen' | 'unfrozen' | 'disabled-by-bank' | 'enabled-by-bank'
  | 'revealed' | 'reveal-refused' | 'added-to-wallet' | 'fee-charged' | 'fee-owed' | 'fee-collected';

/** The card aggregate's port; every method joins the caller's transaction. */
export interface DebitCardRepository {
  /** The card, locked for the rest of the transaction; null when it does not exist (or is not the owner's, when given). */
  lock(cardId: string, ownerId?: string): Promise<DebitCard | null>;
  /** false when the account already has a live card or application. */
  insert(card: DebitCard): Promise<boolean>;
  update(card: DebitCard): Promise<void>;
  numberTaken(cardNumber: string): Promise<boolean>;
  /** false when the card is already in that wallet. */
  addWalletToken(p: { id: string; cardId: string; walletType: 'apple' | 'google'; token: string }): Promise<boolean>;
  recordHistory(cardId: string, actorUserId: string | null, event: CardEvent, detail?: Record<string, unknown>): Promise<void>;
  /** Reveals (and refused ones) by this customer since `since`. */
  countReveals(userId: string, since: Date): Promise<number>;
}
