import type { DebitCard } from '../domain/debit-card.js';

/** What the audit log keeps of a card before and after a staff action: never the number, CVV or PIN. */
export function auditView(card: DebitCard): Record<string, unknown> {
  return {
    status: card.status, isActive: card.isActive, disabledBy: card.disabledBy, cardType: card.cardType, accountId: card.accountId,
    last4: card.last4, rejectionReason: card.rejectionReason,
  };
}
