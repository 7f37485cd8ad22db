import type {
  EmailChangeRequested, PasswordChanged, SecurityQuestionsSaved, SignatureSaved, StepUpLockedOut, UserSessionsRevoked, UserSignedIn,
} from '../../identity/public/identity.events.js';
import type { IncomingDepositApproved, TransferEventPayload, TransferStatusChanged } from '../../payments/public/payments.events.js';
import type { AccountBalanceAdjusted, AccountClosed } from '../../accounts/public/accounts.events.js';
import type { SupportMessageAnswered } from '../public/notifications.events.js';
import { formatMoney } from '../domain/money-text.js';
import { PRIORITY } from '../domain/notification-priority.js';
import { customerVisibleAddress } from '../domain/sign-in-place.js';
import type { AddressedDraft, NotificationDraft } from '../domain/notification.js';

// What each event tells whom. Pure functions of the event payload, so every text is unit-tested.

const SETTINGS = '/settings';
const SECURITY_SETUP = '/security-setup';
const TRANSACTIONS = '/transactions';

const security = (title: string, message: string, priority: NotificationDraft['priority'], actionUrl: string | null): NotificationDraft =>
  ({ type: 'security', title, message, priority, actionUrl });

const sessions = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

/**
 * A customer's very first sign-in is no alarm (their welcome says hello, issue 28 item 11). After
 * that only a device new to the customer is news: "Chrome on Windows signed in to your account for the
 * first time, from IP address 81.2.69.160." The address only when it is a public one (never ::1
 * or the bank's own network). Events from before devices were told apart name none.
 */
export function userSignedIn({ userId, ip, device, newDevice, firstSignIn }: UserSignedIn['payload']): AddressedDraft[] {
  if (newDevice === false || firstSignIn) return [];
  const address = customerVisibleAddress(ip);
  const from = address ? ` from IP address ${address}` : '';
  const what = device ? `${device} signed in to your account for the first time${from ? `,${from}` : ''}` : `A new device signed in to your account${from}`;
  return [{ userId, draft: security('New sign-in', `${what}. If this wasn't you, change your password now.`, PRIORITY.newDeviceSignIn, SETTINGS) }];
}

export function userSessionsRevoked({ userId, count }: UserSessionsRevoked['payload']): AddressedDraft[] {
  return [{
    userId,
    draft: security('Signed out by the bank', `The bank ended your active sessions (${sessions(count)}). If you did not expect this, please contact us.`, PRIORITY.sessionsRevoked, null),
  }];
}

export function securityQuestionsSaved({ userId }: SecurityQuestionsSaved['payload']): AddressedDraft[] {
  return [{ userId, draft: security('Security questions saved', 'Your security questions were saved. They protect your transfers.', PRIORITY.securityQuestionsSaved, SECURITY_SETUP) }];
}

export function signatureSaved({ userId }: SignatureSaved['payload']): AddressedDraft[] {
  return [{ userId, draft: security('Signature registered', 'Your signature was saved for authorizing transfers.', PRIORITY.signatureSaved, SECURITY_SETUP) }];
}

export function stepUpLockedOut({ userId, lockedUntil }: StepUpLockedOut['payload']): AddressedDraft[] {
  const until = new Date(lockedUntil);
  const when = Number.isNaN(until.getTime()) ? 'for 15 minutes' : `until ${until.toISOString().slice(11, 16)} UTC`;
  return [{
    userId,
    draft: security('Transfer authorization locked',
      `Three wrong answers to your security questions: transfers cannot be authorized ${when}. If this wasn't you, change your password now.`, PRIORITY.stepUpLockedOut, SETTINGS),
  }];
}

export function passwordChanged({ userId, otherSessionsEnded, firstPassword }: PasswordChanged['payload']): AddressedDraft[] {
  // A new customer choosing their first password changed nothing behind their back.
  if (firstPassword) return [];
  const ended = otherSessionsEnded > 0 ? ` and ${sessions(otherSessionsEnded)} on other devices ended` : '';
  return [{
    userId,
    draft: security('Password changed', `Your password was changed${ended}. If this wasn't you, contact the bank immediately.`, PRIORITY.passwordChanged, SETTINGS),
  }];
}

/** An address as a notice names it to whoever reads the old inbox: "n***@example.com". */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** A new email asked for (not a resend of the same): the customer hears of it where they read now. */
export function emailChangeRequested({ userId, newEmail, resent }: EmailChangeRequested['payload']): AddressedDraft[] {
  if (resent) return [];
  return [{
    userId,
    draft: security('Email change requested',
      `Your email is being changed to ${maskedEmail(newEmail)}; it changes when the link we sent there is opened. `
      + "If this wasn't you, cancel it on your Profile page and change your password.", PRIORITY.emailChangeRequested, '/profile'),
  }];
}

const transfer = (title: string, message: string, priority: NotificationDraft['priority']): NotificationDraft =>
  ({ type: 'transfer', title, message, priority, actionUrl: TRANSACTIONS });

const amountOf = (p: TransferEventPayload) => formatMoney(p.amount, p.currency);
const destination = (p: TransferEventPayload) => (p.toAccountNumber ? `account ${p.toAccountNumber}` : 'the recipient');
const note = (p: TransferEventPayload) => (p.creditNote ? ` Note from the bank: ${p.creditNote}` : '');

export function transferCreated(p: TransferEventPayload): AddressedDraft[] {
  if (p.channel === 'international') return []; // told by the international context's own event
  return [{ userId: p.fromUserId, draft: transfer('Transfer submitted', `Your transfer of ${amountOf(p)} to ${destination(p)} is being processed.`, PRIORITY.transferSubmitted) }];
}

/** The sender learns it arrived, the receiver that money came in; a transfer between one's own accounts tells once. */
export function transferSettled(p: TransferEventPayload): AddressedDraft[] {
  if (p.channel === 'international') return []; // told by the international context's own event
  const drafts: AddressedDraft[] = [
    { userId: p.fromUserId, draft: transfer('Transfer completed', `Your transfer of ${amountOf(p)} to ${destination(p)} was completed.${note(p)}`, PRIORITY.transferCompleted) },
  ];
  if (p.toUserId && p.toUserId !== p.fromUserId) {
    const reference = p.description ? ` Reference: ${p.description}` : '';
    drafts.push({
      userId: p.toUserId,
      draft: {
        type: 'transaction', title: 'Money received', priority: PRIORITY.moneyReceived, actionUrl: TRANSACTIONS,
        message: `You received ${amountOf(p)} from account ending ${p.fromAccountNumber.slice(-4)}.${reference}`,
      },
    });
  }
  return drafts;
}

export function transferReturned(p: TransferEventPayload): AddressedDraft[] {
  if (p.channel === 'international') return []; // told by the international context's own event
  const outcome = p.status === 'cancelled' ? 'was cancelled' : 'failed';
  return [{
    userId: p.fromUserId,
    draft: transfer('Transfer returned',
      `Your transfer of ${amountOf(p)} to ${destination(p)} ${outcome}; the money was returned to account ${p.fromAccountNumber}.${note(p)}`, PRIORITY.transferReturned),
  }];
}

export function transferStatusChanged(p: TransferStatusChanged['payload']): AddressedDraft[] {
  if (p.channel === 'international') return []; // told by the international context's own event
  return [{
    userId: p.fromUserId,
    draft: transfer('Transfer status updated',
      `Your transfer of ${amountOf(p)} to ${destination(p)} changed from ${p.previousStatus} to ${p.status}.${note(p)}`, PRIORITY.transferStatusChanged),
  }];
}

export function accountBalanceAdjusted({ userId, accountNumber, currency, before, after }: AccountBalanceAdjusted['payload']): AddressedDraft[] {
  return [{
    userId,
    draft: { type: 'account', title: 'Balance adjusted by the bank',
      message: `The bank set the balance of account ${accountNumber} from ${formatMoney(before, currency)} to ${formatMoney(after, currency)}.`,
      priority: PRIORITY.balanceAdjusted, actionUrl: '/accounts' },
  }];
}

export function accountClosed({ userId, accountNumber }: AccountClosed['payload']): AddressedDraft[] {
  return [{ userId, draft: { type: 'account', title: 'Account closed', message: `The bank closed account ${accountNumber}.`, priority: PRIORITY.accountClosed, actionUrl: '/accounts' } }];
}

/** Staff answered the customer's message: the start of the reply, the whole of it in the chat. */
export function supportMessageAnswered({ userId, reply }: SupportMessageAnswered['payload']): AddressedDraft[] {
  const excerpt = reply.length > 160 ? `${reply.slice(0, 159)}…` : reply;
  return [{ userId, draft: { type: 'system', title: 'Reply to your message', message: `Our staff replied: "${excerpt}" Open the chat to read it.`, priority: PRIORITY.supportReply, actionUrl: '/dashboard?chat=open' } }];
}

/** Money sent from outside with the account's funding reference reached the account. */
export function incomingDepositApproved({ userId, accountNumber, amount, currency }: IncomingDepositApproved['payload']): AddressedDraft[] {
  return [{ userId, draft: { type: 'account', title: 'Deposit received', message: `${formatMoney(amount, currency)} arrived in account ${accountNumber}.`, priority: PRIORITY.depositArrived, actionUrl: '/dashboard' } }];
}
