import type { CardFee } from './card-fee.js';

/** The monthly fees' port; every method joins the caller's transaction. */
export interface CardFeeRepository {
  /** Stores a fee that fell due, unless the card already has one for that month (then false: another run got there first). */
  claim(fee: CardFee): Promise<boolean>;
  /** An owed fee, locked: a second run waits, then finds it charged (null). */
  lockOwed(feeId: string): Promise<CardFee | null>;
  save(fee: CardFee): Promise<void>;
  /**
   * Issued paid cards (premium, platinum) issued before `issuedBefore`, not expired before `month`
   * (a card is valid through its expiry month), with no fee for `month`, by id after `afterId`.
   */
  cardsDue(month: string, issuedBefore: Date, afterId: string, limit: number): Promise<string[]>;
  /** Owed fees, oldest first, after the position of the last one seen (created_at as text, which keeps its microseconds). */
  owed(after: { at: string; id: string } | null, limit: number): Promise<{ id: string; at: string }[]>;
}
