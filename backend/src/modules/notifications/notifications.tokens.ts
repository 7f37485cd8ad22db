/** The ports of the notifications context, bound in notifications.module.ts. */
export const NOTIFICATION_REPOSITORY = Symbol('NotificationRepository');
export const NOTIFICATION_QUERIES = Symbol('NotificationQueries');
export const EMAIL_QUEUE = Symbol('EmailQueue');
export const MAIL_TRANSPORT = Symbol('MailTransport');
export const SUPPORT_MESSAGE_REPOSITORY = Symbol('SupportMessageRepository');
export const SUPPORT_MESSAGE_QUERIES = Symbol('SupportMessageQueries');
