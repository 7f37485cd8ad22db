import type { CursorPage } from './paging.js';

export const NotificationType = {
  TRANSACTION: 'transaction',
  SECURITY: 'security',
  ACCOUNT: 'account',
  TRANSFER: 'transfer',
  CARD: 'card',
  SYSTEM: 'system',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const NotificationPriority = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } as const;
export type NotificationPriority = (typeof NotificationPriority)[keyof typeof NotificationPriority];

/** One in-app notification as the API returns it (SPEC 3). */
export interface NotificationDto {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  isRead: boolean;
  actionUrl: string | null;
  createdAt: string;
}

/** `GET /api/notifications?cursor=&limit=`: newest first, one keyset page (paging.ts). */
export interface NotificationListDto extends CursorPage<NotificationDto> {
  /** Unread ones, on every page, counted up to PAGE_TOTAL_CAP: what the bell badge shows. */
  unread: number;
}

export interface MarkAllNotificationsReadResponse {
  message: string;
  updated: number;
}

export interface ClearNotificationsResponse {
  message: string;
  deleted: number;
}

export const NOTIFICATIONS = {
  DEFAULT_PAGE_LIMIT: 50,
  /** The popover shows this many; more brings 'View All Notifications'. */
  PANEL_SIZE: 10,
  /** The bell badge shows '9+' above this. */
  BADGE_CAP: 9,
  POLL_INTERVAL_MS: 30_000,
} as const;

export const NotificationMessages = {
  NOT_FOUND: 'Notification not found',
  DELETED: 'Notification deleted',
  ALL_MARKED_READ: 'All notifications marked as read',
  ALL_CLEARED: 'All notifications cleared',
  EMPTY_TITLE: 'No notifications yet',
  EMPTY_DESCRIPTION: "We'll notify you about important account activity",
  UPDATE_FAILED: 'Failed to update notifications',
} as const;
