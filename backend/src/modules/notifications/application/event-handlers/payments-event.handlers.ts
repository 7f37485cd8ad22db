import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { IncomingDepositApproved, TransferCreated, TransferReturned, TransferSettled, TransferStatusChanged } from '../../../payments/public/payments.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per transfer event; each notifies the parties the transfer concerns.

@HandlesEvent(TransferCreated)
export class NotifyTransferCreated implements EventHandler<TransferCreated> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferCreated) { return this.notifier.notify(event, texts.transferCreated(event.payload)); }
}

@HandlesEvent(TransferSettled)
export class NotifyTransferSettled implements EventHandler<TransferSettled> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferSettled) { return this.notifier.notify(event, texts.transferSettled(event.payload)); }
}

@HandlesEvent(TransferReturned)
export class NotifyTransferReturned implements EventHandler<TransferReturned> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferReturned) { return this.notifier.notify(event, texts.transferReturned(event.payload)); }
}

@HandlesEvent(TransferStatusChanged)
export class NotifyTransferStatusChanged implements EventHandler<TransferStatusChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: TransferStatusChanged) { return this.notifier.notify(event, texts.transferStatusChanged(event.payload)); }
}

@HandlesEvent(IncomingDepositApproved)
export class NotifyIncomingDepositApproved implements EventHandler<IncomingDepositApproved> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: IncomingDepositApproved) { return this.notifier.notify(event, texts.incomingDepositApproved(event.payload)); }
}

export const PAYMENTS_EVENT_HANDLERS = [NotifyIncomingDepositApproved, NotifyTransferCreated, NotifyTransferSettled, NotifyTransferReturned, NotifyTransferStatusChanged];
