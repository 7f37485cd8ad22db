import type { CardEvent, WalletType } from './card-history.js';
import type { DebitCard } from './debit-card.js';

/** The card aggregate's port (with its history and wallet tokens); every method joins the caller's transaction. */
export interface DebitCardRepository {
  /** The card, locked for the rest of the transaction; null when it does not exist (or is not the owner's, when given). */
  lock(cardId: string, ownerId?: string): Promise<DebitCard | null>;
  /** The account's live card and pending application, locked (a closed account cancels them). */
  lockLiveOfAccount(accountId: string): Promise<DebitCard[]>;
  /** The card as it is, unlocked; null when it does not exist. */
  find(cardId: string): Promise<DebitCard | null>;
  /** Stores a new card or application; false when the account already has a live card or application. */
  add(card: DebitCard): Promise<boolean>;
  save(card: DebitCard): Promise<void>;
  /** Whether a card has the number of this keyed hash. */
  numberTaken(cardNumberHash: string): Promise<boolean>;
  /** Cards still holding their number in the clear (kept before numbers were sealed), a batch. */
  numbersInTheClear(limit: number): Promise<{ id: string; cardNumber: string }[]>;
  /** Issued cards' sealed secrets, by id after `afterId` (sealing them again after a key rotation). */
  sealedSecrets(afterId: string, limit: number): Promise<{ id: string; cardNumberSealed: string; cvvEncrypted: string }[]>;
  saveSealedSecrets(id: string, secrets: { cardNumberSealed: string; cardNumberHash: string; cvvEncrypted: string }): Promise<void>;
  /** Replaces a card's number in the clear by its sealed form, hash and last four digits. */
  sealNumber(id: string, sealed: { cardNumberSealed: string; cardNumberHash: string; last4: string }): Promise<void>;
  /** false when the card is already in that wallet. */
  addWalletToken(p: { id: string; cardId: string; walletType: WalletType; token: string }): Promise<boolean>;
  recordHistory(cardId: string, actorUserId: string | null, event: CardEvent, detail?: Record<string, unknown>): Promise<void>;
  /**
   * Records a reveal request of this customer's card unless they made `limit` since `since`;
   * answers whether it was recorded. Requests of one customer are counted one at a time, so
   * parallel requests cannot all see room under the limit.
   */
  claimReveal(cardId: string, userId: string, since: Date, limit: number, detail: Record<string, unknown>): Promise<boolean>;
}
