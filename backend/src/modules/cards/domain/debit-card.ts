import { CardDisabledByBank, CardNotIssued, WalletNeedsActiveCard } from './card.errors.js';

export type CardType = 'standard' | 'premium' | 'platinum';
export type CardStatus = 'pending' | 'active' | 'rejected' | 'cancelled';
export type Actor = 'owner' | 'admin';

/** What an issued card carries on top of an application. */
export interface IssuedDetails {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvvEncrypted: string;
}

export interface DebitCardProps {
  id: string;
  accountId: string;
  userId: string;
  cardHolderName: string;
  cardType: CardType;
  deliveryAddress: string | null;
  pinHash: string | null;
  dailyLimit: string;
  status: CardStatus;
  isActive: boolean;
  disabledBy: Actor | null;
  rejectionReason: string | null;
  issued: IssuedDetails | null;
  processedBy: string | null;
  processedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Default daily spending limit of a new card (SPEC 9). */
export const DEFAULT_DAILY_LIMIT = '2000.00';

/**
 * A debit card from application to cancellation. An application is pending until the bank
 * approves it (the card is issued and active) or rejects it with a reason. An issued card is
 * enabled or disabled by its owner or the bank; one the bank disabled stays off for the owner.
 */
export class DebitCard {
  private constructor(private props: DebitCardProps) {}

  static restore(props: DebitCardProps): DebitCard {
    return new DebitCard({ ...props });
  }

  static apply(p: { id: string; accountId: string; userId: string; cardHolderName: string; cardType: CardType; deliveryAddress: string | null; pinHash: string | null; at: Date }): DebitCard {
    return new DebitCard({
      ...p, dailyLimit: DEFAULT_DAILY_LIMIT, status: 'pending', isActive: false, disabledBy: null, rejectionReason: null, issued: null,
      processedBy: null, processedAt: null, createdAt: p.at, updatedAt: p.at,
    });
  }

  /** A card the bank registers itself (the admin Create Card dialog): issued and active at once. */
  static issuedByBank(p: { id: string; accountId: string; userId: string; cardHolderName: string; issued: IssuedDetails; by: string; at: Date }): DebitCard {
    return new DebitCard({
      id: p.id, accountId: p.accountId, userId: p.userId, cardHolderName: p.cardHolderName, cardType: 'standard', deliveryAddress: null, pinHash: null,
      dailyLimit: DEFAULT_DAILY_LIMIT, status: 'active', isActive: true, disabledBy: null, rejectionReason: null, issued: p.issued,
      processedBy: p.by, processedAt: p.at, createdAt: p.at, updatedAt: p.at,
    });
  }

  get id(): string { return this.props.id; }
  get userId(): string { return this.props.userId; }
  get accountId(): string { return this.props.accountId; }
  get cardType(): CardType { return this.props.cardType; }
  get status(): CardStatus { return this.props.status; }
  get isActive(): boolean { return this.props.isActive; }
  get disabledBy(): Actor | null { return this.props.disabledBy; }
  get snapshot(): Readonly<DebitCardProps> { return this.props; }

  /** The issued details; CardNotIssued for an application or a rejected one. */
  get issued(): IssuedDetails {
    if (this.props.status !== 'active' || !this.props.issued) throw new CardNotIssued();
    return this.props.issued;
  }

  /** Approval: the card is issued and active. */
  issue(details: IssuedDetails, by: string | null, at: Date): void {
    if (this.props.status !== 'pending') throw new CardNotIssued('This application has already been processed');
    this.props = { ...this.props, issued: details, status: 'active', isActive: true, processedBy: by, processedAt: at, updatedAt: at };
  }

  reject(reason: string, by: string | null, at: Date): void {
    if (this.props.status !== 'pending') throw new CardNotIssued('This application has already been processed');
    this.props = { ...this.props, status: 'rejected', rejectionReason: reason, processedBy: by, processedAt: at, updatedAt: at };
  }

  /** Freeze or unfreeze. Returns whether anything changed; the bank disabling an owner-frozen card takes it over. */
  setEnabled(enable: boolean, by: Actor, at: Date): boolean {
    // oxlint-disable-next-line no-unused-expressions -- the getter throws for an application
    this.issued; // only an issued card
    if (enable) {
      if (by === 'owner' && this.props.disabledBy === 'admin') throw new CardDisabledByBank();
      if (this.props.isActive) return false;
    } else if (!this.props.isActive && (this.props.disabledBy === by || by === 'owner')) {
      return false;
    }
    this.props = { ...this.props, isActive: enable, disabledBy: enable ? null : by, updatedAt: at };
    return true;
  }

  assertCanJoinWallet(): void {
    if (this.props.status !== 'active' || !this.props.isActive) throw new WalletNeedsActiveCard();
  }
}
