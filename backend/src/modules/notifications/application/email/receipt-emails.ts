import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import { HandlesEvent, type EventHandler } from '../../../../shared/outbox/event-handlers.js';
import { GetCustomerContact, type CustomerContact } from '../../../identity/public/get-customer-contact.query.js';
import { GetNotificationPreferences, type NotificationPreferences } from '../../../identity/public/get-notification-preferences.query.js';
import { TransferSettled } from '../../../payments/public/payments.events.js';
import { formatMoney } from '../../domain/money-text.js';
import { EmailSender } from './email-sender.js';

/**
 * A receipt by email when a domestic transfer completes, to the payer whose notification
 * preferences have email on (issue 28 item 12); security alerts ignore the switch, receipts obey it.
 */
@Injectable()
@HandlesEvent(TransferSettled)
export class EmailTransferReceipts implements EventHandler<TransferSettled> {
  constructor(
    private readonly sender: EmailSender,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: TransferSettled): Promise<void> {
    const p = event.payload;
    if (p.channel === 'international' || !event.eventId) return; // the international context tells its own
    const [preferences] = await this.queries.execute<GetNotificationPreferences, NotificationPreferences[]>(new GetNotificationPreferences([p.fromUserId]));
    if (!preferences?.emailNotifications) return;
    const contact = await this.queries.execute<GetCustomerContact, CustomerContact | null>(new GetCustomerContact(p.fromUserId));
    if (!contact) return;
    await this.sender.post(event.eventId, [{
      kind: 'receipt', userId: p.fromUserId, address: contact.email,
      subject: `Receipt: transfer ${p.transactionCode}`,
      body: `Dear ${contact.firstName},\n\nYour transfer is completed.\n\n`
        + `Reference: ${p.transactionCode}\nAmount: ${formatMoney(p.amount, p.currency)}\n`
        + `From account: ${p.fromAccountNumber}\nTo account: ${p.toAccountNumber ?? 'the recipient'}\n`
        + `Date: ${event.occurredAt.toISOString()}\nStatus: Completed\n`
        + (p.description ? `Description: ${p.description}\n` : '')
        + `\nYour history: ${this.config.appOrigin}/transactions\n`
        + 'You receive receipts by email because email notifications are on in your settings.\n',
    }]);
  }
}
