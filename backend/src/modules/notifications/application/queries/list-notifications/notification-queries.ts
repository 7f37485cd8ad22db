import type { NotificationListDto } from '@bank/contracts/notifications';
import type { CursorQuery } from '@bank/contracts/paging';

/** The reads of the bell, straight into the API's shapes; implemented in infrastructure/ over the notifications schema only. */
export interface NotificationQueries {
  /** One keyset page of the customer's notifications, newest first, with the unread count for the badge. */
  page(userId: string, page: CursorQuery): Promise<NotificationListDto>;
}
