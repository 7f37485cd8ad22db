import type {
  CardAddedToWallet, CardApplicationProcessed, CardApplied, CardEnabledChanged, CardFeeCharged,
} from '../../cards/public/cards.events.js';
import { formatMoney } from '../domain/money-text.js';
import { PRIORITY } from '../domain/notification-priority.js';
import type { AddressedDraft, NotificationDraft } from '../domain/notification.js';

// What each card event tells its holder. Pure functions of the payload, unit-tested.

const CARDS = '/cards';
const TYPE = { standard: 'Standard', premium: 'Premium', platinum: 'Platinum' } as const;
const WALLET = { apple: 'Apple Pay', google: 'Google Pay' } as const;

const card = (title: string, message: string, priority: NotificationDraft['priority']): NotificationDraft =>
  ({ type: 'card', title, message, priority, actionUrl: CARDS });
const ending = (last4: string | null) => (last4 ? ` ending ${last4}` : '');

export function cardApplied(p: CardApplied['payload']): AddressedDraft[] {
  return [{ userId: p.userId, draft: card('Card application submitted',
    `Your ${TYPE[p.cardType]} debit card application for account ${p.accountNumber} was received. We will let you know once it is processed.`, PRIORITY.cardApplied) }];
}

export function cardApplicationProcessed(p: CardApplicationProcessed['payload']): AddressedDraft[] {
  return [{
    userId: p.userId,
    draft: p.approved
      ? card('Card approved', `Your ${TYPE[p.cardType]} debit card${ending(p.last4)} was approved and is active. It will arrive within 7-10 business days.`, PRIORITY.cardApproved)
      : card('Card application declined', `Your ${TYPE[p.cardType]} debit card application was declined: ${p.reason ?? 'no reason given'}.`, PRIORITY.cardDeclined),
  }];
}

export function cardEnabledChanged(p: CardEnabledChanged['payload']): AddressedDraft[] {
  const which = `Your debit card${ending(p.last4)}`;
  if (p.by === 'admin') {
    return [{ userId: p.userId, draft: p.enabled
      ? card('Card enabled by the bank', `${which} was enabled by the bank.`, PRIORITY.cardEnabledByBank)
      : card('Card disabled by the bank', `${which} was disabled by the bank. Please contact support.`, PRIORITY.cardDisabledByBank) }];
  }
  return [{ userId: p.userId, draft: p.enabled
    ? card('Card unfrozen', `${which} is active again.`, PRIORITY.cardUnfrozen)
    : card('Card frozen', `${which} is frozen: no payments can be made with it until you unfreeze it.`, PRIORITY.cardFrozen) }];
}

export function cardAddedToWallet(p: CardAddedToWallet['payload']): AddressedDraft[] {
  return [{ userId: p.userId, draft: card('Card added to wallet',
    `Your debit card${ending(p.last4)} was added to ${WALLET[p.walletType]}. If this wasn't you, freeze the card now.`, PRIORITY.cardAddedToWallet) }];
}

export function cardFeeCharged(p: CardFeeCharged['payload']): AddressedDraft[] {
  const fee = `The ${p.month} fee of ${formatMoney(p.amount, p.currency)} for your ${TYPE[p.cardType]} card${ending(p.last4)}`;
  if (p.collected) return [{ userId: p.userId, draft: card('Owed card fee charged', `${fee}, owed until now, was charged.`, PRIORITY.owedCardFeeCharged) }];
  return [{ userId: p.userId, draft: p.owed
    ? card('Card fee owed', `${fee} could not be taken from your account and is owed. Please add funds.`, PRIORITY.cardFeeOwed)
    : card('Card fee charged', `${fee} was charged.`, PRIORITY.cardFeeCharged) }];
}
