export const NOTIFICATION_REPOSITORY = Symbol('NotificationRepository');
