import type { DomainEventClass } from '../../../shared/outbox/domain-event.js';
import { DomainEvent } from '../../../shared/outbox/domain-event.js';

export class UserSignedIn extends DomainEvent<{ userId: string; customerId: string; ip: string | null }> {
  static readonly eventType = 'identity.user-signed-in';
}

export class UserSessionsRevoked extends DomainEvent<{ userId: string; customerId: string; revokedBy: string; count: number }> {
  static readonly eventType = 'identity.user-sessions-revoked';
}

export const IDENTITY_EVENTS: DomainEventClass[] = [UserSignedIn, UserSessionsRevoked];
