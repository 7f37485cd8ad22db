import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { GetCustomerContact, type CustomerContact } from '../../../identity/public/get-customer-contact.query.js';
import { GetNotificationPreferences, type NotificationPreferences } from '../../../identity/public/get-notification-preferences.query.js';
import { InternationalTransferStatusChanged } from '../../../international/public/international.events.js';
import { TransferSettled } from '../../../payments/public/payments.events.js';
import { formatBankDateTime } from '../../../../shared/bank-time.js';
import { formatMoney } from '../../domain/money-text.js';
import { EmailSender } from './email-sender.js';

/**
 * Queues one receipt letter for the event, to the payer when their email notifications are on
 * (issue 28 item 12); security alerts ignore the switch, receipts obey it. `body` follows the
 * greeting; the reason the customer gets it ends every receipt.
 */
async function mailReceipt(
  sender: EmailSender, queries: QueryBus, eventId: string, { userId, subject, body }: { userId: string; subject: string; body: string },
): Promise<void> {
  const [preferences] = await queries.execute<GetNotificationPreferences, NotificationPreferences[]>(new GetNotificationPreferences([userId]));
  if (!preferences?.emailNotifications) return;
  const contact = await queries.execute<GetCustomerContact, CustomerContact | null>(new GetCustomerContact(userId));
  if (!contact) return;
  await sender.post(eventId, [{
    kind: 'receipt', userId, address: contact.email, subject,
    body: `Dear ${contact.firstName},\n\n${body}You receive receipts by email because email notifications are on in your settings.\n`,
  }]);
}

/** A receipt by email when a domestic transfer completes. */
@Injectable()
@HandlesEvent(TransferSettled)
export class EmailTransferReceipts implements EventHandler<TransferSettled> {
  constructor(private readonly sender: EmailSender, private readonly queries: QueryBus, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async handle(event: TransferSettled): Promise<void> {
    const p = event.payload;
    if (p.channel === 'international' || !event.eventId) return; // EmailInternationalReceipts tells those
    await mailReceipt(this.sender, this.queries, event.eventId, {
      userId: p.fromUserId,
      subject: `Receipt: transfer ${p.transactionCode}`,
      body: 'Your transfer is completed.\n\n'
        + `Reference: ${p.transactionCode}\nAmount: ${formatMoney(p.amount, p.currency)}\n`
        + `From account: ${p.fromAccountNumber}\nTo account: ${p.toAccountNumber ?? 'the recipient'}\n`
        + `Date: ${formatBankDateTime(event.occurredAt)}\nStatus: Completed\n`
        + (p.description ? `Description: ${p.description}\n` : '')
        + `\nYour history: ${this.config.appOrigin}/transactions\n`,
    });
  }
}

const REACHED_RECIPIENT = new Set(['credited', 'completed']);

/**
 * The same for an international transfer, once, when it reaches the recipient (credited, or
 * completed without passing through credited); the PDF receipt is a link away.
 */
@Injectable()
@HandlesEvent(InternationalTransferStatusChanged)
export class EmailInternationalReceipts implements EventHandler<InternationalTransferStatusChanged> {
  constructor(private readonly sender: EmailSender, private readonly queries: QueryBus, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async handle(event: InternationalTransferStatusChanged): Promise<void> {
    const p = event.payload;
    if (!REACHED_RECIPIENT.has(p.status) || REACHED_RECIPIENT.has(p.previousStatus) || !event.eventId) return;
    await mailReceipt(this.sender, this.queries, event.eventId, {
      userId: p.userId,
      subject: `Receipt: international transfer ${p.referenceNumber}`,
      body: `Your international transfer has reached ${p.recipientName}.\n\n`
        + `Reference: ${p.referenceNumber}\nAmount: ${formatMoney(p.transferAmount, p.transferCurrency)}\n`
        + `To: ${p.recipientName}, ${p.recipientCountryName}\n`
        + `Date: ${formatBankDateTime(event.occurredAt)}\nStatus: Completed\n`
        + (p.creditNote ? `Note from the bank: ${p.creditNote}\n` : '')
        + `\nIts receipt (PDF): ${this.config.appOrigin}/api/international-transfers/${p.transferId}/receipt\n`,
    });
  }
}
