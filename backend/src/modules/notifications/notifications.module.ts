import { Module } from '@nestjs/common';
import { ClearNotificationsHandler } from './application/commands/clear-notifications/clear-notifications.handler.js';
import { DeleteNotificationHandler } from './application/commands/delete-notification/delete-notification.handler.js';
import { MarkAllNotificationsReadHandler } from './application/commands/mark-all-notifications-read/mark-all-notifications-read.handler.js';
import { MarkNotificationReadHandler } from './application/commands/mark-notification-read/mark-notification-read.handler.js';
import { IDENTITY_EVENT_HANDLERS } from './application/event-handlers/identity-event.handlers.js';
import { PAYMENTS_EVENT_HANDLERS } from './application/event-handlers/payments-event.handlers.js';
import { ACCOUNTS_EVENT_HANDLERS } from './application/event-handlers/accounts-event.handlers.js';
import { CARDS_EVENT_HANDLERS } from './application/event-handlers/cards-event.handlers.js';
import { INTERNATIONAL_EVENT_HANDLERS } from './application/event-handlers/international-event.handlers.js';
import { ONBOARDING_EVENT_HANDLERS } from './application/event-handlers/onboarding-event.handlers.js';
import { EmailSender } from './application/email/email-sender.js';
import { EmailSecurityAlerts } from './application/email/security-alert-emails.js';
import { EmailApplicantActivation, EmailApplicantVerification } from './application/email/applicant-emails.js';
import { EmailInternationalReceipts, EmailTransferReceipts } from './application/email/receipt-emails.js';
import { EmailChangeLetters, EmailPasswordResetLink } from './application/email/account-link-emails.js';
import { SendEmailsJob } from './application/jobs/send-emails.job.js';
import { Notifier } from './application/notifier.js';
import { ListNotificationsHandler } from './application/queries/list-notifications/list-notifications.handler.js';
import { NotificationsController } from './http/notifications.controller.js';
import { SupportMessagesController } from './http/support-messages.controller.js';
import { AdminMessagesController } from './http/admin-messages.controller.js';
import { SUPPORT_EVENT_HANDLERS } from './application/event-handlers/support-event.handlers.js';
import { SUPPORT_MESSAGE_HANDLERS } from './application/support-messages/support-messages.handlers.js';
import { SqlSupportMessages } from './infrastructure/sql-support-messages.js';
import { MikroOrmNotificationRepository } from './infrastructure/persistence/mikro-orm-notification.repository.js';
import { SmtpMailTransport } from './infrastructure/email/smtp-mail-transport.js';
import { SqlEmailQueue } from './infrastructure/email/sql-email-queue.js';
import { SqlNotificationQueries } from './infrastructure/sql-notification-queries.js';
import { EMAIL_QUEUE, MAIL_TRANSPORT, NOTIFICATION_QUERIES, NOTIFICATION_REPOSITORY, SUPPORT_MESSAGE_QUERIES, SUPPORT_MESSAGE_REPOSITORY } from './notifications.tokens.js';

/**
 * In-app notifications and email, made from other contexts' events (delivered by the outbox), and
 * the customers' messages to staff with their replies (docs/decisions/support-messages.md).
 */
@Module({
  controllers: [NotificationsController, SupportMessagesController, AdminMessagesController],
  providers: [
    Notifier, ...IDENTITY_EVENT_HANDLERS, ...PAYMENTS_EVENT_HANDLERS, ...ACCOUNTS_EVENT_HANDLERS, ...CARDS_EVENT_HANDLERS, ...ONBOARDING_EVENT_HANDLERS, ...INTERNATIONAL_EVENT_HANDLERS, ...SUPPORT_EVENT_HANDLERS,
    MarkNotificationReadHandler, MarkAllNotificationsReadHandler, DeleteNotificationHandler, ClearNotificationsHandler,
    ListNotificationsHandler, ...SUPPORT_MESSAGE_HANDLERS,
    SqlSupportMessages,
    { provide: SUPPORT_MESSAGE_REPOSITORY, useExisting: SqlSupportMessages },
    { provide: SUPPORT_MESSAGE_QUERIES, useExisting: SqlSupportMessages },
    EmailSender, EmailSecurityAlerts, EmailApplicantVerification, EmailApplicantActivation, EmailTransferReceipts, EmailInternationalReceipts, SendEmailsJob,
    EmailPasswordResetLink, EmailChangeLetters,
    { provide: EMAIL_QUEUE, useClass: SqlEmailQueue },
    { provide: MAIL_TRANSPORT, useClass: SmtpMailTransport },
    { provide: NOTIFICATION_REPOSITORY, useClass: MikroOrmNotificationRepository },
    { provide: NOTIFICATION_QUERIES, useClass: SqlNotificationQueries },
  ],
})
export class NotificationsModule {}
