import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import {
  CardAddedToWallet, CardApplicationProcessed, CardApplied, CardEnabledChanged, CardFeeCharged,
} from '../../../cards/public/cards.events.js';
import * as texts from '../card-notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per card event; each tells the card's holder.

@HandlesEvent(CardApplied)
export class NotifyCardApplied implements EventHandler<CardApplied> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardApplied) { return this.notifier.notify(event, texts.cardApplied(event.payload)); }
}

@HandlesEvent(CardApplicationProcessed)
export class NotifyCardApplicationProcessed implements EventHandler<CardApplicationProcessed> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardApplicationProcessed) { return this.notifier.notify(event, texts.cardApplicationProcessed(event.payload)); }
}

@HandlesEvent(CardEnabledChanged)
export class NotifyCardEnabledChanged implements EventHandler<CardEnabledChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardEnabledChanged) { return this.notifier.notify(event, texts.cardEnabledChanged(event.payload)); }
}

@HandlesEvent(CardAddedToWallet)
export class NotifyCardAddedToWallet implements EventHandler<CardAddedToWallet> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardAddedToWallet) { return this.notifier.notify(event, texts.cardAddedToWallet(event.payload)); }
}

@HandlesEvent(CardFeeCharged)
export class NotifyCardFeeCharged implements EventHandler<CardFeeCharged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardFeeCharged) { return this.notifier.notify(event, texts.cardFeeCharged(event.payload)); }
}

export const CARDS_EVENT_HANDLERS = [NotifyCardApplied, NotifyCardApplicationProcessed, NotifyCardEnabledChanged, NotifyCardAddedToWallet, NotifyCardFeeCharged];
