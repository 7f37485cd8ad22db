import type { InternationalTransferCreated, InternationalTransferStatusChanged } from '../../international/public/international.events.js';
import { formatMoney } from '../domain/money-text.js';
import { PRIORITY } from '../domain/notification-priority.js';
import type { AddressedDraft, NotificationDraft } from '../domain/notification.js';

// What the customer hears about an international transfer: the amount sent, the recipient and
// country, the reference to quote, and the bank's credit note when there is one.

const PAGE = '/international-transfer';

const draft = (title: string, message: string, priority: NotificationDraft['priority']): NotificationDraft =>
  ({ type: 'transfer', title, message, priority, actionUrl: PAGE });

type Payload = InternationalTransferCreated['payload'];
const what = (p: Payload) => `${formatMoney(p.transferAmount, p.transferCurrency)} to ${p.recipientName} (${p.recipientCountryName}), reference ${p.referenceNumber}`;
const note = (p: Payload) => (p.creditNote ? ` Note from the bank: ${p.creditNote}` : '');
const day = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function internationalTransferCreated(p: Payload): AddressedDraft[] {
  if (p.status === 'pending') {
    return [{ userId: p.userId, draft: draft('International transfer under review',
      `Your international transfer of ${what(p)} is being reviewed by our compliance team. The money is held until it is decided.`, PRIORITY.transferHeldForReview) }];
  }
  return [{ userId: p.userId, draft: draft('International transfer submitted',
    `Your international transfer of ${what(p)} was submitted. Estimated delivery: ${day(p.estimatedDelivery)}.`, PRIORITY.transferSubmitted) }];
}

const SETTLED = ['completed', 'credited'];
const RETURNED = ['failed', 'cancelled'];
/** Completed ↔ credited and failed ↔ cancelled only relabel: the money did not move again, so it is not told as if it had. */
const relabel = (from: string, to: string) => (SETTLED.includes(from) && SETTLED.includes(to)) || (RETURNED.includes(from) && RETURNED.includes(to));

export function internationalTransferStatusChanged(p: InternationalTransferStatusChanged['payload']): AddressedDraft[] {
  switch (relabel(p.previousStatus, p.status) ? 'relabel' : p.status) {
    case 'completed':
    case 'credited':
      return [{ userId: p.userId, draft: draft('International transfer completed', `Your international transfer of ${what(p)} was ${p.status}.${note(p)}`, PRIORITY.transferCompleted) }];
    case 'failed':
    case 'cancelled':
      return [{ userId: p.userId, draft: draft(p.status === 'failed' ? 'International transfer failed' : 'International transfer cancelled',
        `Your international transfer of ${what(p)} ${p.status === 'failed' ? 'failed' : 'was cancelled'}; the amount and the fee were returned to your account.${note(p)}`, PRIORITY.transferReturned) }];
    default:
      return [{ userId: p.userId, draft: draft('International transfer status updated',
        `Your international transfer of ${what(p)} changed from ${p.previousStatus} to ${p.status}.${note(p)}`, PRIORITY.transferStatusChanged) }];
  }
}
