import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { TransferCreated, TransferReturned, TransferSettled, TransferStatusChanged } from '../../../payments/public/payments.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per transfer event; each notifies the parties the transfer concerns.

@EventsHandler(TransferCreated)
export class NotifyTransferCreated implements IEventHandler<TransferCreated> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferCreated) { return this.notifier.notify(event, texts.transferCreated(event.payload)); }
}

@EventsHandler(TransferSettled)
export class NotifyTransferSettled implements IEventHandler<TransferSettled> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferSettled) { return this.notifier.notify(event, texts.transferSettled(event.payload)); }
}

@EventsHandler(TransferReturned)
export class NotifyTransferReturned implements IEventHandler<TransferReturned> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferReturned) { return this.notifier.notify(event, texts.transferReturned(event.payload)); }
}

@EventsHandler(TransferStatusChanged)
export class NotifyTransferStatusChanged implements IEventHandler<TransferStatusChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferStatusChanged) { return this.notifier.notify(event, texts.transferStatusChanged(event.payload)); }
}

export const PAYMENTS_EVENT_HANDLERS = [NotifyTransferCreated, NotifyTransferSettled, NotifyTransferReturned, NotifyTransferStatusChanged];
