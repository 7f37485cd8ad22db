import { EventHandlers } from '../../src/shared/outbox/event-handlers.js';
import { EVENT_CLASSES } from '../../src/shared/outbox/event-classes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Who must hear each event the outbox may hold. A handler left out of its module, a decorator
 * dropped, or a new event nobody handles fails here instead of silently telling no one.
 */
const EXPECTED_HANDLERS: Record<string, string[]> = {
  'accounts.account-closed': ['CancelCardsOfClosedAccount', 'NotifyAccountClosed'],
  'accounts.account-balance-adjusted': ['NotifyAccountBalanceAdjusted'],
  'cards.card-applied': ['NotifyCardApplied'],
  'cards.card-application-processed': ['NotifyCardApplicationProcessed'],
  'cards.card-enabled-changed': ['NotifyCardEnabledChanged'],
  'cards.card-added-to-wallet': ['NotifyCardAddedToWallet'],
  'cards.card-fee-charged': ['NotifyCardFeeCharged'],
  'identity.user-signed-in': ['NotifyUserSignedIn', 'WelcomeApprovedApplicant', 'EmailSecurityAlerts'],
  'identity.user-sessions-revoked': ['NotifyUserSessionsRevoked', 'EmailSecurityAlerts'],
  'identity.security-questions-saved': ['NotifySecurityQuestionsSaved'],
  'identity.signature-saved': ['NotifySignatureSaved'],
  'identity.step-up-locked-out': ['NotifyStepUpLockedOut', 'EmailSecurityAlerts'],
  'identity.password-changed': ['NotifyPasswordChanged', 'EmailSecurityAlerts'],
  'identity.customer-profile-changed': ['KeepAccountHolder'],
  'identity.password-reset-requested': ['EmailPasswordResetLink'],
  'identity.email-change-requested': ['NotifyEmailChangeRequested', 'EmailChangeLetters'],
  'international.transfer-created': ['NotifyInternationalTransferCreated'],
  'international.transfer-status-changed': ['EmailInternationalReceipts', 'NotifyInternationalTransferStatusChanged'],
  'onboarding.applicant-email-verification-requested': ['EmailApplicantVerification'],
  'onboarding.application-submitted': ['NotifyApplicationSubmitted'],
  'onboarding.applicant-approved': ['EmailApplicantActivation'],
  'onboarding.applicant-welcomed': ['NotifyApplicantWelcomed'],
  'notifications.support-message-answered': ['NotifySupportMessageAnswered'],
  'payments.incoming-deposit-approved': ['NotifyIncomingDepositApproved'],
  'payments.transfer-created': ['NotifyTransferCreated'],
  'payments.transfer-settled': ['NotifyTransferSettled', 'EmailTransferReceipts'],
  'payments.transfer-returned': ['NotifyTransferReturned'],
  'payments.transfer-status-changed': ['NotifyTransferStatusChanged'],
};

/** Events nobody reacts to yet. */
const NO_SUBSCRIBER: string[] = [];

describe('event handlers', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('every event type the outbox may hold is either expected to be handled or listed as having no subscriber', () => {
    const types = EVENT_CLASSES.map((e) => e.eventType).sort();
    expect([...Object.keys(EXPECTED_HANDLERS), ...NO_SUBSCRIBER].sort()).toEqual(types);
  });

  it('the running app registers exactly the expected handlers for each event', () => {
    const registry = t.app.get(EventHandlers);
    const registered = Object.fromEntries(EVENT_CLASSES.map((e) => [e.eventType, registry.of(e).map((h) => h.name).sort()]));
    const expected = Object.fromEntries(EVENT_CLASSES.map((e) => [e.eventType, [...(EXPECTED_HANDLERS[e.eventType] ?? [])].sort()]));
    expect(registered).toEqual(expected);
  });

  it('handles no event the outbox cannot hold (it would never be delivered)', () => {
    const known = new Set(EVENT_CLASSES);
    expect(t.app.get(EventHandlers).entries().filter(([event]) => !known.has(event)).map(([event, names]) => `${event.name}: ${names.join(', ')}`)).toEqual([]);
  });
});
