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

/**
 * A message the customer leaves from the chat for the bank's staff, and the staff's reply
 * (issue 28 item 7; docs/decisions/support-messages.md).
 */
export interface SupportMessageDto {
  id: string;
  body: string;
  createdAt: string;
  status: SupportMessageStatus;
  reply: string | null;
  repliedAt: string | null;
}

export const SUPPORT_MESSAGE_STATUSES = ['open', 'answered'] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

/** A message as staff see it in the back office's Messages list: whose it is. */
export interface AdminSupportMessageDto extends SupportMessageDto {
  userId: string;
  customerId: string;
  customerName: string;
  repliedBy: string | null;
}

/** `POST /api/messages` */
export interface LeaveSupportMessageRequest { body: string }
/** `POST /api/admin/messages/{id}/reply` */
export interface ReplyToSupportMessageRequest { reply: string }

export const SUPPORT_MESSAGES = {
  MAX_BODY: 2000,
  MAX_REPLY: 2000,
  /** Unanswered messages a customer may have at once: enough for any question, not a flood. */
  MAX_OPEN: 5,
  /** The chat shows the customer's latest messages, this many. */
  RECENT: 20,
} as const;

export const SupportMessageMessages = {
  BODY_REQUIRED: 'Please enter your message',
  BODY_TOO_LONG: `Message must be at most ${SUPPORT_MESSAGES.MAX_BODY} characters`,
  REPLY_REQUIRED: 'Please enter a reply',
  REPLY_TOO_LONG: `Reply must be at most ${SUPPORT_MESSAGES.MAX_REPLY} characters`,
  TOO_MANY_OPEN: `You have ${SUPPORT_MESSAGES.MAX_OPEN} messages waiting for an answer; please wait for a reply before leaving another`,
  NOT_FOUND: 'Message not found',
  ALREADY_ANSWERED: 'This message has already been answered',
  STATUS_INVALID: 'status must be open or answered',
  SENT: 'Message sent. Our staff will reply here and in your notifications.',
  REPLIED: 'Reply sent',
} as const;
