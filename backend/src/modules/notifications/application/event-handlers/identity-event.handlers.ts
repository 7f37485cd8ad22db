import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import {
  PasswordChanged, SecurityQuestionsSaved, SignatureSaved, StepUpLockedOut, UserSessionsRevoked, UserSignedIn,
} from '../../../identity/public/identity.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per identity event. The outbox dispatcher awaits them and re-delivers on failure.

@EventsHandler(UserSignedIn)
export class NotifyUserSignedIn implements IEventHandler<UserSignedIn> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: UserSignedIn) { return this.notifier.notify(event, texts.userSignedIn(event.payload)); }
}

@EventsHandler(UserSessionsRevoked)
export class NotifyUserSessionsRevoked implements IEventHandler<UserSessionsRevoked> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: UserSessionsRevoked) { return this.notifier.notify(event, texts.userSessionsRevoked(event.payload)); }
}

@EventsHandler(SecurityQuestionsSaved)
export class NotifySecurityQuestionsSaved implements IEventHandler<SecurityQuestionsSaved> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: SecurityQuestionsSaved) { return this.notifier.notify(event, texts.securityQuestionsSaved(event.payload)); }
}

@EventsHandler(SignatureSaved)
export class NotifySignatureSaved implements IEventHandler<SignatureSaved> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: SignatureSaved) { return this.notifier.notify(event, texts.signatureSaved(event.payload)); }
}

@EventsHandler(StepUpLockedOut)
export class NotifyStepUpLockedOut implements IEventHandler<StepUpLockedOut> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: StepUpLockedOut) { return this.notifier.notify(event, texts.stepUpLockedOut(event.payload)); }
}

@EventsHandler(PasswordChanged)
export class NotifyPasswordChanged implements IEventHandler<PasswordChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: PasswordChanged) { return this.notifier.notify(event, texts.passwordChanged(event.payload)); }
}

export const IDENTITY_EVENT_HANDLERS = [
  NotifyUserSignedIn, NotifyUserSessionsRevoked, NotifySecurityQuestionsSaved, NotifySignatureSaved, NotifyStepUpLockedOut, NotifyPasswordChanged,
];
