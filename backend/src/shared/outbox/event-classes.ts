import type { DomainEventClass } from './domain-event.js';
import { IDENTITY_EVENTS } from '../../modules/identity/public/identity.events.js';
import { PAYMENTS_EVENTS } from '../../modules/payments/public/payments.events.js';
import { ACCOUNTS_EVENTS } from '../../modules/accounts/public/accounts.events.js';
import { CARDS_EVENTS } from '../../modules/cards/public/cards.events.js';
import { ONBOARDING_EVENTS } from '../../modules/onboarding/public/onboarding.events.js';
import { INTERNATIONAL_EVENTS } from '../../modules/international/public/international.events.js';
import { NOTIFICATIONS_EVENTS } from '../../modules/notifications/public/notifications.events.js';

/** Every event type the outbox may hold, so a row can be turned back into its class. */
export const EVENT_CLASSES: DomainEventClass[] = [...IDENTITY_EVENTS, ...PAYMENTS_EVENTS, ...ACCOUNTS_EVENTS, ...CARDS_EVENTS, ...ONBOARDING_EVENTS, ...INTERNATIONAL_EVENTS, ...NOTIFICATIONS_EVENTS];
