import { DomainEvent, type DomainEventClass } from '../../../shared/outbox/domain-event.js';

interface CardRef { userId: string; cardId: string; cardType: 'standard' | 'premium' | 'platinum'; last4: string | null }

export class CardApplied extends DomainEvent<CardRef & { accountNumber: string }> {
  static readonly eventType = 'cards.card-applied';
}

export class CardApplicationProcessed extends DomainEvent<CardRef & { approved: boolean; reason: string | null }> {
  static readonly eventType = 'cards.card-application-processed';
}

export class CardEnabledChanged extends DomainEvent<CardRef & { enabled: boolean; by: 'owner' | 'admin' }> {
  static readonly eventType = 'cards.card-enabled-changed';
}

export class CardAddedToWallet extends DomainEvent<CardRef & { walletType: 'apple' | 'google' }> {
  static readonly eventType = 'cards.card-added-to-wallet';
}

/**
 * A monthly fee: taken from the account, or recorded as owed when the account could not cover it;
 * `collected`: an owed fee taken later, once the account could cover it.
 */
export class CardFeeCharged extends DomainEvent<CardRef & { month: string; amount: string; currency: string; owed: boolean; collected?: boolean }> {
  static readonly eventType = 'cards.card-fee-charged';
}

export const CARDS_EVENTS: DomainEventClass[] = [CardApplied, CardApplicationProcessed, CardEnabledChanged, CardAddedToWallet, CardFeeCharged];
