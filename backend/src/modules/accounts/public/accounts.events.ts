import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/** An account the bank closed: its cards are to be cancelled, the customer told. */
export class AccountClosed extends DomainEvent<{ accountId: string; userId: string; accountNumber: string }> {
  static readonly eventType = 'accounts.account-closed';
}

/** The bank set the balance by hand (adjustment or currency change); the customer is told. */
export class AccountBalanceAdjusted extends DomainEvent<{ accountId: string; userId: string; accountNumber: string; currency: string; before: string; after: string }> {
  static readonly eventType = 'accounts.account-balance-adjusted';
}

export const ACCOUNTS_EVENTS: DomainEventClass[] = [AccountClosed, AccountBalanceAdjusted];
