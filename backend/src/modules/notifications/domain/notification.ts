export type NotificationType = 'transaction' | 'security' | 'account' | 'transfer' | 'card' | 'system';
export type NotificationPriority = 'low' | 'medium' | 'high';

/** What a notification says, before it is addressed to anyone. */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  actionUrl: string | null;
  /** A system notification that advertises: sent only with marketing consent. */
  marketing?: boolean;
}

/** A draft for one customer. */
export interface AddressedDraft {
  userId: string;
  draft: NotificationDraft;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An in-app notification of one customer. Plain class: mapped in infrastructure. */
export class Notification {
  id!: string;
  userId!: string;
  type!: NotificationType;
  title!: string;
  message!: string;
  priority!: NotificationPriority;
  isRead!: boolean;
  actionUrl!: string | null;
  /** The outbox event it came from: one notification per event and customer. */
  sourceEventId!: string | null;
  createdAt!: Date;

  static create(props: { id: string; userId: string; draft: NotificationDraft; sourceEventId: string | null; createdAt: Date }): Notification {
    const { type, title, message, priority, actionUrl } = props.draft;
    return Object.assign(new Notification(), {
      id: props.id, userId: props.userId, type, title, message, priority, actionUrl,
      isRead: false, sourceEventId: props.sourceEventId, createdAt: props.createdAt,
    });
  }

  /** Whether `value` could be a notification id at all; anything else is simply not found. */
  static isId(value: string): boolean {
    return UUID.test(value);
  }

  markRead(): void {
    this.isRead = true;
  }
}
