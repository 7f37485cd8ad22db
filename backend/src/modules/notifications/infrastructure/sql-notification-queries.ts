import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATIONS, type NotificationDto, type NotificationListDto } from '@bank/contracts/notifications';
import type { CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import type { NotificationQueries } from '../application/queries/list-notifications/notification-queries.js';

interface Row {
  id: string; type: NotificationDto['type']; title: string; message: string; priority: NotificationDto['priority'];
  is_read: boolean; action_url: string | null; created_at: Date; keyset_0: string; keyset_1: string; keyset_2: string;
}

/** Newest first; a batch stored in one statement shares created_at and keeps its events' order. */
const KEYSET = new Keyset('notifications', [
  { sql: 'created_at', type: 'timestamptz' }, { sql: 'coalesce(source_event_id, 0)', type: 'bigint' }, { sql: 'id', type: 'uuid' },
]);

/** The bell's reads in SQL, on notifications_user_keyset_idx. */
@Injectable()
export class SqlNotificationQueries implements NotificationQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async page(userId: string, page: CursorQuery): Promise<NotificationListDto> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? NOTIFICATIONS.DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [userId];
    const after = KEYSET.after(position, params);
    const [rows, total, unread] = await Promise.all([
      sql<Row>(this.em,
        `select id, type, title, message, priority, is_read, action_url, created_at, ${KEYSET.select} from notifications.notifications
         where user_id = $1 and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, 'from notifications.notifications where user_id = $1', [userId]) : NOT_COUNTED,
      cappedCount(this.em, 'from notifications.notifications where user_id = $1 and not is_read', [userId]),
    ]);
    const result = this.cursors.page(KEYSET, rows, limit, (r): NotificationDto => ({
      id: r.id, type: r.type, title: r.title, message: r.message, priority: r.priority,
      isRead: r.is_read, actionUrl: r.action_url, createdAt: new Date(r.created_at).toISOString(),
    }), total);
    return { ...result, unread: unread.total ?? 0 };
  }
}
