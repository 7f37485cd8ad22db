import type { AccountCardDto, CardApplicationStatus, CardStatus, CardType, DebitCardDto } from '@bank/contracts/cards';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';

/** A customer's card as the cards schema knows it: DebitCardDto without its account's number and type, which accounts answers. */
export type CustomerCardView = Omit<DebitCardDto, 'accountNumber' | 'accountType'>;

/** A card or application as staff list it, before its account's number and type are added. */
export interface StaffCardView {
  id: string;
  accountId: string;
  last4: string | null;
  cardHolderName: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cardType: CardType;
  deliveryAddress: string | null;
  status: CardStatus;
  isActive: boolean;
  disabledBy: 'owner' | 'admin' | null;
  rejectionReason: string | null;
  createdAt: string;
}

/**
 * The reads of cards, over the cards schema only; implemented in infrastructure/. None selects a
 * full card number, a CVV or a PIN: they answer the last four digits.
 */
export interface CardQueries {
  /** The customer's cards and applications, newest first; only one account's when given. */
  ofCustomer(userId: string, accountId?: string): Promise<CustomerCardView[]>;
  /** Each account's card for My Accounts: the live card or application, else the latest one. Keyed by account id. */
  ofAccounts(accountIds: string[]): Promise<Record<string, AccountCardDto>>;
  /** The cards in force (issued, on open accounts), newest first. */
  inForce(page: CursorQuery): Promise<CursorPage<StaffCardView>>;
  /** Applications of a status (pending: oldest first, a queue), or all of them newest first. */
  applications(status: CardApplicationStatus | undefined, page: CursorQuery): Promise<CursorPage<StaffCardView>>;
  /** One card of any status. */
  one(cardId: string): Promise<StaffCardView | null>;
}
