import type { Notification } from './notification.js';

export interface NotificationRepository {
  /**
   * Stores the notification unless its event already notified this customer (the outbox may
   * deliver an event twice) or the customer no longer exists. True when it was stored.
   */
  addOnce(notification: Notification): Promise<boolean>;
  findOwned(id: string, userId: string): Promise<Notification | null>;
  save(notification: Notification): Promise<void>;
  remove(notification: Notification): Promise<void>;
  markAllRead(userId: string): Promise<number>;
  removeAll(userId: string): Promise<number>;
}
