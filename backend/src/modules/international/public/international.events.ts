import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

/** What every international transfer event carries: enough for the customer's notification. */
export interface InternationalTransferEventPayload {
  transferId: string;
  referenceNumber: string;
  userId: string;
  recipientName: string;
  recipientCountryName: string;
  transferAmount: string;
  transferCurrency: string;
  status: string;
  estimatedDelivery: string;
  creditNote: string | null;
}

/** Created with its money held in clearing: submitted, or pending when screening held it for a person. */
export class InternationalTransferCreated extends DomainEvent<InternationalTransferEventPayload> {
  static readonly eventType = 'international.transfer-created';
}

/** Any later status change (by the settlement job or staff); the money moved as the status says (DESIGN 4). */
export class InternationalTransferStatusChanged extends DomainEvent<InternationalTransferEventPayload & { previousStatus: string }> {
  static readonly eventType = 'international.transfer-status-changed';
}

export const INTERNATIONAL_EVENTS: DomainEventClass[] = [InternationalTransferCreated, InternationalTransferStatusChanged];
