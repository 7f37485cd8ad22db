import { CardDisabledByBank, CardNotIssued, WalletNeedsActiveCard } from './card.errors.js';

export type CardType = 'standard' | 'premium' | 'platinum';
export type CardStatus = 'pending' | 'active' | 'rejected' | 'cancelled';
export type Actor = 'owner' | 'admin';

/**
 * What an issued card carries on top of an application. The full number is never kept in the
 * clear: sealed (readable again only with the key), its keyed hash to find a card by number, and
 * the last four digits for lists.
 */
export interface IssuedDetails {
  cardNumberSealed: string;
  cardNumberHash: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cvvEncrypted: string;
}

/** Default daily spending limit of a new card (SPEC 9). */
export const DEFAULT_DAILY_LIMIT = '2000.00';

/**
 * A debit card from application to cancellation: the card application is this aggregate in
 * status `pending` (one row, one aggregate; docs/decisions/debit-cards.md). An application is
 * pending until the bank approves it (the card is issued and active) or rejects it with a reason.
 * An issued card is enabled or disabled by its owner or the bank; one the bank disabled stays off
 * for the owner. Plain class: mapped in infrastructure.
 */
export class DebitCard {
  id!: string;
  accountId!: string;
  userId!: string;
  cardHolderName!: string;
  cardType!: CardType;
  deliveryAddress!: string | null;
  pinHash!: string | null;
  dailyLimit!: string;
  status!: CardStatus;
  isActive!: boolean;
  disabledBy!: Actor | null;
  rejectionReason!: string | null;
  /** The issued details, all set together when the card is issued (null for an application). */
  cardNumberSealed!: string | null;
  cardNumberHash!: string | null;
  /** The number's last four digits, whatever the card's status; null before it is issued. */
  last4!: string | null;
  expiryMonth!: number | null;
  expiryYear!: number | null;
  cvvEncrypted!: string | null;
  processedBy!: string | null;
  processedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static apply(p: { id: string; accountId: string; userId: string; cardHolderName: string; cardType: CardType; deliveryAddress: string | null; pinHash: string | null; at: Date }): DebitCard {
    return Object.assign(new DebitCard(), {
      id: p.id, accountId: p.accountId, userId: p.userId, cardHolderName: p.cardHolderName, cardType: p.cardType,
      deliveryAddress: p.deliveryAddress, pinHash: p.pinHash, dailyLimit: DEFAULT_DAILY_LIMIT, status: 'pending', isActive: false,
      disabledBy: null, rejectionReason: null, cardNumberSealed: null, cardNumberHash: null, last4: null, expiryMonth: null, expiryYear: null, cvvEncrypted: null,
      processedBy: null, processedAt: null, createdAt: p.at, updatedAt: p.at,
    } satisfies Omit<DebitCard, keyof DebitCardBehaviour>);
  }

  /** A card the bank registers itself (the admin Create Card dialog): issued and active at once. */
  static issuedByBank(p: { id: string; accountId: string; userId: string; cardHolderName: string; issued: IssuedDetails; by: string; at: Date }): DebitCard {
    return Object.assign(new DebitCard(), {
      id: p.id, accountId: p.accountId, userId: p.userId, cardHolderName: p.cardHolderName, cardType: 'standard', deliveryAddress: null,
      pinHash: null, dailyLimit: DEFAULT_DAILY_LIMIT, status: 'active', isActive: true, disabledBy: null, rejectionReason: null,
      ...p.issued, processedBy: p.by, processedAt: p.at, createdAt: p.at, updatedAt: p.at,
    } satisfies Omit<DebitCard, keyof DebitCardBehaviour>);
  }

  /** The issued details; CardNotIssued for an application, a rejected or a cancelled card. */
  get issued(): IssuedDetails {
    const { cardNumberSealed, cardNumberHash, last4, expiryMonth, expiryYear, cvvEncrypted } = this;
    if (this.status !== 'active' || !cardNumberSealed || !cardNumberHash || !last4 || !expiryMonth || !expiryYear || !cvvEncrypted) throw new CardNotIssued();
    return { cardNumberSealed, cardNumberHash, last4, expiryMonth, expiryYear, cvvEncrypted };
  }

  /** Approval: the card is issued and active. */
  issue(details: IssuedDetails, by: string | null, at: Date): void {
    if (this.status !== 'pending') throw new CardNotIssued('This application has already been processed');
    Object.assign(this, details, { status: 'active', isActive: true, processedBy: by, processedAt: at, updatedAt: at });
  }

  reject(reason: string, by: string | null, at: Date): void {
    if (this.status !== 'pending') throw new CardNotIssued('This application has already been processed');
    Object.assign(this, { status: 'rejected', rejectionReason: reason, processedBy: by, processedAt: at, updatedAt: at });
  }

  /** Freeze or unfreeze. Returns whether anything changed; the bank disabling an owner-frozen card takes it over. */
  setEnabled(enable: boolean, by: Actor, at: Date): boolean {
    // oxlint-disable-next-line no-unused-expressions -- the getter throws for an application
    this.issued; // only an issued card
    if (enable) {
      if (by === 'owner' && this.disabledBy === 'admin') throw new CardDisabledByBank();
      if (this.isActive) return false;
    } else if (!this.isActive && (this.disabledBy === by || by === 'owner')) {
      return false;
    }
    Object.assign(this, { isActive: enable, disabledBy: enable ? null : by, updatedAt: at });
    return true;
  }

  assertCanJoinWallet(): void {
    if (this.status !== 'active' || !this.isActive) throw new WalletNeedsActiveCard();
  }

  /** Its account closed: a live card or a pending application is cancelled, never deleted (issue 14). */
  cancel(at: Date): void {
    if (this.status !== 'pending' && this.status !== 'active') return;
    Object.assign(this, { status: 'cancelled', isActive: false, updatedAt: at });
  }
}

/** The methods and getters of DebitCard: what a factory's field list leaves out. */
type DebitCardBehaviour = Pick<DebitCard, 'issued' | 'issue' | 'reject' | 'setEnabled' | 'assertCanJoinWallet' | 'cancel'>;
