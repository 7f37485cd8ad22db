import type { Notification } from './notification.js';

export interface NotificationRepository {
  /**
   * Stores each notification unless its event already notified this customer (the outbox may
   * deliver an event twice) or the customer no longer exists. Returns how many were stored.
   */
  addAllOnce(notifications: Notification[]): Promise<number>;
  findOwned(id: string, userId: string): Promise<Notification | null>;
  save(notification: Notification): Promise<void>;
  remove(notification: Notification): Promise<void>;
  markAllRead(userId: string): Promise<number>;
  removeAll(userId: string): Promise<number>;
}
