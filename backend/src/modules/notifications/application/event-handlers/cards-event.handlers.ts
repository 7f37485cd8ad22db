import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import {
  CardAddedToWallet, CardApplicationProcessed, CardApplied, CardEnabledChanged, CardFeeCharged,
} from '../../../cards/public/cards.events.js';
import * as texts from '../card-notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per card event; each tells the card's holder.

@EventsHandler(CardApplied)
export class NotifyCardApplied implements IEventHandler<CardApplied> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardApplied) { return this.notifier.notify(event, texts.cardApplied(event.payload)); }
}

@EventsHandler(CardApplicationProcessed)
export class NotifyCardApplicationProcessed implements IEventHandler<CardApplicationProcessed> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardApplicationProcessed) { return this.notifier.notify(event, texts.cardApplicationProcessed(event.payload)); }
}

@EventsHandler(CardEnabledChanged)
export class NotifyCardEnabledChanged implements IEventHandler<CardEnabledChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardEnabledChanged) { return this.notifier.notify(event, texts.cardEnabledChanged(event.payload)); }
}

@EventsHandler(CardAddedToWallet)
export class NotifyCardAddedToWallet implements IEventHandler<CardAddedToWallet> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardAddedToWallet) { return this.notifier.notify(event, texts.cardAddedToWallet(event.payload)); }
}

@EventsHandler(CardFeeCharged)
export class NotifyCardFeeCharged implements IEventHandler<CardFeeCharged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: CardFeeCharged) { return this.notifier.notify(event, texts.cardFeeCharged(event.payload)); }
}

export const CARDS_EVENT_HANDLERS = [NotifyCardApplied, NotifyCardApplicationProcessed, NotifyCardEnabledChanged, NotifyCardAddedToWallet, NotifyCardFeeCharged];
