import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import {
  EmailChangeRequested, PasswordChanged, SecurityQuestionsSaved, SignatureSaved, StepUpLockedOut, UserSessionsRevoked, UserSignedIn,
} from '../../../identity/public/identity.events.js';
import * as texts from '../notification-texts.js';
import { Notifier } from '../notifier.js';

// One handler per identity event. The outbox dispatcher awaits them and re-delivers on failure.

@HandlesEvent(UserSignedIn)
export class NotifyUserSignedIn implements EventHandler<UserSignedIn> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: UserSignedIn) { return this.notifier.notify(event, texts.userSignedIn(event.payload)); }
}

@HandlesEvent(UserSessionsRevoked)
export class NotifyUserSessionsRevoked implements EventHandler<UserSessionsRevoked> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: UserSessionsRevoked) { return this.notifier.notify(event, texts.userSessionsRevoked(event.payload)); }
}

@HandlesEvent(SecurityQuestionsSaved)
export class NotifySecurityQuestionsSaved implements EventHandler<SecurityQuestionsSaved> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: SecurityQuestionsSaved) { return this.notifier.notify(event, texts.securityQuestionsSaved(event.payload)); }
}

@HandlesEvent(SignatureSaved)
export class NotifySignatureSaved implements EventHandler<SignatureSaved> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: SignatureSaved) { return this.notifier.notify(event, texts.signatureSaved(event.payload)); }
}

@HandlesEvent(StepUpLockedOut)
export class NotifyStepUpLockedOut implements EventHandler<StepUpLockedOut> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: StepUpLockedOut) { return this.notifier.notify(event, texts.stepUpLockedOut(event.payload)); }
}

@HandlesEvent(PasswordChanged)
export class NotifyPasswordChanged implements EventHandler<PasswordChanged> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: PasswordChanged) { return this.notifier.notify(event, texts.passwordChanged(event.payload)); }
}

@HandlesEvent(EmailChangeRequested)
export class NotifyEmailChangeRequested implements EventHandler<EmailChangeRequested> {
  constructor(private readonly notifier: Notifier) {}
  handle(event: EmailChangeRequested) { return this.notifier.notify(event, texts.emailChangeRequested(event.payload)); }
}

export const IDENTITY_EVENT_HANDLERS = [
  NotifyUserSignedIn, NotifyUserSessionsRevoked, NotifySecurityQuestionsSaved, NotifySignatureSaved, NotifyStepUpLockedOut, NotifyPasswordChanged,
  NotifyEmailChangeRequested,
];
