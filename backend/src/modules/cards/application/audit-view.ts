import { last4 } from '../domain/card-number.js';
import type { DebitCard } from '../domain/debit-card.js';

/** What the audit log keeps of a card before and after a staff action: never the number, CVV or PIN. */
export function auditView(card: DebitCard): Record<string, unknown> {
  const c = card.snapshot;
  return {
    status: c.status, isActive: c.isActive, disabledBy: c.disabledBy, cardType: c.cardType, accountId: c.accountId,
    last4: c.issued ? last4(c.issued.cardNumber) : null, rejectionReason: c.rejectionReason,
  };
}
