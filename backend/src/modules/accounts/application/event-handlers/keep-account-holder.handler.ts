import { Inject, Injectable } from '@nestjs/common';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { CustomerProfileChanged } from '../../../identity/public/identity.events.js';
import { ACCOUNT_HOLDER_PROJECTION } from '../../accounts.tokens.js';
import type { AccountHolderProjection } from '../ports/account-holder-projection.js';

/** Keeps accounts' copy of each customer's profile: the names account views show and the back office searches. */
@Injectable()
@HandlesEvent(CustomerProfileChanged)
export class KeepAccountHolder implements EventHandler<CustomerProfileChanged> {
  constructor(@Inject(ACCOUNT_HOLDER_PROJECTION) private readonly holders: AccountHolderProjection) {}

  async handle({ payload, eventId }: CustomerProfileChanged): Promise<void> {
    const { userId, customerId, firstName, lastName, email, deleted } = payload;
    await this.holders.keep({ userId, customerId, firstName, lastName, email, deleted }, eventId!);
  }
}
