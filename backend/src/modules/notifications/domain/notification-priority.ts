import type { NotificationPriority } from './notification.js';

/**
 * How urgent each notification is to the customer (issue 18.2), in one place:
 * - high: act now if it was not you (anything about security: sign-ins from a new device,
 *   credentials, sessions, a card added to a wallet), or money went wrong (returned, held for
 *   review, owed, adjusted or closed by the bank, a card declined or disabled);
 * - medium: worth knowing, not of your own doing (money received, the bank changed a transfer's
 *   status or enabled a card, a card approved, a new application for staff, staff's reply to a
 *   message, the welcome: a new customer's first notification is not a receipt);
 * - low: the receipt for something you just did (transfer submitted or completed, a card applied
 *   for, frozen or unfrozen, a routine fee).
 */
export const PRIORITY = {
  newDeviceSignIn: 'high',
  passwordChanged: 'high',
  emailChangeRequested: 'high',
  sessionsRevoked: 'high',
  stepUpLockedOut: 'high',
  securityQuestionsSaved: 'high',
  signatureSaved: 'high',
  cardAddedToWallet: 'high',

  transferReturned: 'high',
  transferHeldForReview: 'high',
  balanceAdjusted: 'high',
  accountClosed: 'high',
  cardDeclined: 'high',
  cardDisabledByBank: 'high',
  cardFeeOwed: 'high',

  moneyReceived: 'medium',
  transferStatusChanged: 'medium',
  cardApproved: 'medium',
  cardEnabledByBank: 'medium',
  newApplication: 'medium',

  transferSubmitted: 'low',
  transferCompleted: 'low',
  cardApplied: 'low',
  cardFrozen: 'low',
  cardUnfrozen: 'low',
  cardFeeCharged: 'low',
  owedCardFeeCharged: 'low',
  welcome: 'medium',
  supportReply: 'medium',
  depositArrived: 'medium',
} as const satisfies Record<string, NotificationPriority>;
