import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { AccountBalanceAdjusted, AccountClosed } from '../../../accounts/public/accounts.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

// The bank's own changes to a customer's account (back office): the customer is told.

@HandlesEvent(AccountBalanceAdjusted)
export class NotifyAccountBalanceAdjusted implements EventHandler<AccountBalanceAdjusted> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: AccountBalanceAdjusted) { return this.notifier.notify(event, texts.accountBalanceAdjusted(event.payload)); }
}

@HandlesEvent(AccountClosed)
export class NotifyAccountClosed implements EventHandler<AccountClosed> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: AccountClosed) { return this.notifier.notify(event, texts.accountClosed(event.payload)); }
}

export const ACCOUNTS_EVENT_HANDLERS = [NotifyAccountBalanceAdjusted, NotifyAccountClosed];
