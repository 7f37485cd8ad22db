import type { Notification } from './notification.js';

export interface NotificationRepository {
  /**
   * Stores each notification unless its event already notified this customer (the outbox may
   * deliver an event twice) or the customer no longer exists. Returns how many were stored.
   * Called outside a transaction (as the outbox's handlers run): skipping a customer who is gone
   * retries the others one statement at a time, which an aborted transaction could not.
   */
  addAllOnce(notifications: Notification[]): Promise<number>;
  findOwned(id: string, userId: string): Promise<Notification | null>;
  save(notification: Notification): Promise<void>;
  remove(notification: Notification): Promise<void>;
  markAllRead(userId: string): Promise<number>;
  removeAll(userId: string): Promise<number>;
}
