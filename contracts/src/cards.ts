import type { AccountType } from './accounts.js';

export const CARD_TYPES = ['standard', 'premium', 'platinum'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const WALLET_TYPES = ['apple', 'google'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** pending: applied, waiting for the bank; active: issued (frozen or not, see isActive); rejected; cancelled (account closed). */
export const CARD_STATUSES = ['pending', 'active', 'rejected', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** SPEC 9: monthly prices in USD (charged in the account's currency at the stored rate). */
export const CARD_MONTHLY_FEES_USD: Record<CardType, string> = { standard: '0.00', premium: '10.00', platinum: '25.00' };
export const CARD_TYPE_LABELS: Record<CardType, string> = { standard: 'Standard', premium: 'Premium', platinum: 'Platinum' };
export const WALLET_LABELS: Record<WalletType, string> = { apple: 'Apple Pay', google: 'Google Pay' };
export const CARD_DELIVERY = '7-10 business days';

/**
 * An issued card's state, one name each on every screen: the owner freezes a card with its
 * switch; the bank disables one (and only the bank re-enables it).
 */
export type IssuedCardState = 'active' | 'frozen' | 'disabled';

export const ISSUED_CARD_STATE_LABELS: Record<IssuedCardState, string> = {
  active: 'Active',
  frozen: 'Frozen',
  disabled: 'Disabled by the bank',
};

export function issuedCardState(card: { isActive: boolean | 'true' | 'false'; disabledBy: 'owner' | 'admin' | null }): IssuedCardState {
  if (card.isActive === true || card.isActive === 'true') return 'active';
  return card.disabledBy === 'admin' ? 'disabled' : 'frozen';
}
/** How long the client shows a revealed number and CVV. */
export const CARD_REVEAL_SECONDS = 30;
/** Reveals (right or wrong password) a customer may try in an hour; the server answers 429 after. */
export const CARD_REVEAL_ATTEMPTS_PER_HOUR = 5;

/** A card as its owner sees it: the number masked to the last 4, never the CVV or PIN. */
export interface DebitCardDto {
  id: string;
  accountId: string;
  accountNumber: string;
  accountType: AccountType;
  /** '**** **** **** 1234'; null while the application is pending or after rejection. */
  cardNumber: string | null;
  last4: string | null;
  cardHolderName: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cardType: CardType;
  /** null: delivered to the address on the profile. */
  deliveryAddress: string | null;
  dailyLimit: string;
  /** SPEC 3 keeps the customer view's isActive as text. */
  isActive: 'true' | 'false';
  status: CardStatus;
  /** Who disabled it; a card the bank disabled cannot be re-enabled by its owner. */
  disabledBy: 'owner' | 'admin' | null;
  rejectionReason: string | null;
  wallets: WalletType[];
  createdAt: string;
  updatedAt: string;
}

/** What My Accounts shows of an account's card (AccountDto.debitCard). */
export interface AccountCardDto {
  id: string;
  last4: string | null;
  cardType: CardType;
  status: CardStatus;
  isActive: 'true' | 'false';
}

/** POST /api/debit-cards: the quick apply sends only accountId; the full form sends all five. */
export interface CardApplicationRequest {
  accountId: string;
  cardType?: CardType;
  deliveryAddress?: string;
  pin?: string;
  confirmPin?: string;
}

export interface ToggleCardRequest { enable: boolean }
export interface AddToWalletRequest { walletType: WalletType }
export interface DigitalWalletAddRequest { cardId: string; walletType: WalletType }
export interface AddToWalletResponse { message: string; walletType: WalletType; card: DebitCardDto }

export interface RevealCardRequest { password: string }
export interface RevealedCardDto { cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number }

export const CardMessages = {
  ACCOUNT_REQUIRED: 'Please select an account',
  CARD_TYPE: 'Card type must be standard, premium or platinum',
  DELIVERY_ADDRESS: 'Please enter a complete delivery address',
  PIN_FORMAT: 'PIN must be exactly 4 digits',
  PINS_DONT_MATCH: "PINs don't match",
  WALLET_TYPE: "Wallet type must be 'apple' or 'google'",
  PASSWORD_REQUIRED: 'Enter your password to reveal the card details',
  CARD_NOT_FOUND: 'Card not found',
  ACCOUNT_NOT_ELIGIBLE: 'Debit cards are available for checking and savings accounts only',
  ACCOUNT_INACTIVE: 'This account is not active',
  ALREADY_HAS_CARD: 'This account already has a debit card or an application in progress',
  NOT_ISSUED: 'This card has not been issued',
  DISABLED_BY_BANK: 'This card was disabled by the bank. Please contact support to enable it.',
  WALLET_NEEDS_ACTIVE: 'Only an active card can be added to a digital wallet',
  ALREADY_IN_WALLET: (wallet: WalletType) => `This card is already in ${WALLET_LABELS[wallet]}`,
  ADDED_TO_WALLET: (wallet: WalletType) => `Card added to ${WALLET_LABELS[wallet]}`,
  REVEALS_THROTTLED: 'Too many card reveals. Please try again later.',
  APPLICATION_SUBMITTED_TITLE: 'Card Application Submitted',
  APPLICATION_SUCCESS_TITLE: 'Card Application Successful',
  /**
   * SPEC 8 promises delivery while the application still waits for the bank: the toast says where
   * it stands instead (docs/decisions/card-application-toast.md).
   */
  APPLICATION_SUBMITTED: `Your application is with the bank for approval. Once approved, your card is delivered within ${CARD_DELIVERY}.`,
  APPLICATION_FAILED_TITLE: 'Application Failed',
  APPLICATION_FAILED: 'Failed to submit debit card application',
  WALLET_ADDED_TITLE: 'Added to Wallet',
  WALLET_FAILED_TITLE: 'Failed to Add to Wallet',
  WALLET_FAILED: 'Could not add card to digital wallet',
  CARD_ENABLED: 'Card Enabled',
  /** The owner's switch freezes and unfreezes; 'Disabled' is what the bank does (ISSUED_CARD_STATE_LABELS). */
  CARD_FROZEN: 'Card Frozen',
  CARD_UNFROZEN: 'Card Unfrozen',
  CARD_DISABLED: 'Card Disabled',
  CARD_STATUS_FAILED: 'Failed to update card status',
} as const;

/** A card as staff see it (SPEC 3): the number masked (shown in full only through the audited reveal), isActive a boolean. */
export interface AdminDebitCardDto {
  id: string;
  accountId: string;
  accountNumber: string;
  accountType: AccountType;
  customerName: string;
  cardNumber: string | null;
  last4: string | null;
  cardHolderName: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cardType: CardType;
  isActive: boolean;
  status: CardStatus;
  disabledBy: 'owner' | 'admin' | null;
  createdAt: string;
}

/**
 * The Cards tab's application filter (`GET /api/admin/card-applications?status=`): waiting for the
 * bank (oldest first, a queue), approved (issued) or declined; none: every application, newest first.
 */
export const CARD_APPLICATION_STATUSES = ['pending', 'active', 'rejected'] as const;
export type CardApplicationStatus = (typeof CARD_APPLICATION_STATUSES)[number];
export const CARD_APPLICATION_STATUS_LABELS: Record<CardApplicationStatus, string> = { pending: 'Pending', active: 'Approved', rejected: 'Declined' };

/** SPEC 3 "Card application (admin view)", with what staff need to decide. */
export interface CardApplicationDto {
  id: string;
  customerName: string;
  accountNumber: string;
  accountType: AccountType;
  cardType: CardType;
  deliveryAddress: string | null;
  createdAt: string;
  status: CardStatus;
  rejectionReason: string | null;
}

export interface ProcessCardApplicationRequest { approve: boolean; reason?: string }
export interface AdminCreateCardRequest { accountId: string; cardNumber: string; cardHolderName: string; expiryMonth: number | string; expiryYear: number | string; cvv: string }
export interface AdminCardStatusRequest { isActive: boolean }

/** The admin Create Card dialog offers this many years from the current one (SPEC 5). */
export const CARD_EXPIRY_YEARS = 10;

export const AdminCardMessages = {
  MISSING_INFORMATION: 'Please fill in all required card details',
  CARD_NUMBER: 'Card number must be 16 digits and pass the Luhn check',
  EXPIRY_MONTH: 'Expiry month must be 01-12',
  EXPIRY_YEAR: 'Expiry year must be within the next 10 years',
  EXPIRED: 'The expiry date is in the past',
  CVV: 'CVV must be 3 digits',
  NUMBER_TAKEN: 'A card with this number already exists',
  REASON_REQUIRED: 'Please give the customer a reason for the rejection',
  APPLICATION_STATUS: 'status must be pending, active or rejected',
  CARD_CREATED: 'Card Created',
  CREATE_FAILED: 'Failed to create debit card',
  STATUS_UPDATED: 'Status Updated',
  STATUS_FAILED: 'Failed to update card status',
  PROCESS_FAILED_TITLE: 'Application Failed',
  PROCESS_FAILED: 'Failed to process card application',
} as const;
