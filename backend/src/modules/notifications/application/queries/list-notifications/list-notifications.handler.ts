import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationDto, NotificationListDto } from '@bank/contracts/notifications';
import { ListNotifications } from './list-notifications.query.js';

interface Row {
  id: string; type: NotificationDto['type']; title: string; message: string; priority: NotificationDto['priority'];
  is_read: boolean; action_url: string | null; created_at: Date;
}

/** One page of the customer's notifications, newest first, with totals over all of them. */
@QueryHandler(ListNotifications)
export class ListNotificationsHandler implements IQueryHandler<ListNotifications, NotificationListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, page, pageSize }: ListNotifications): Promise<NotificationListDto> {
    const conn = this.em.getConnection();
    const [rows, [counts]] = await Promise.all([
      conn.execute<Row[]>(
        `select id, type, title, message, priority, is_read, action_url, created_at from notifications
         where user_id = ? order by created_at desc, source_event_id desc nulls last, id desc limit ? offset ?`, [userId, pageSize, (page - 1) * pageSize]),
      conn.execute<{ total: string; unread: string }[]>(
        `select count(*) as total, count(*) filter (where not is_read) as unread from notifications where user_id = ?`, [userId]),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id, type: r.type, title: r.title, message: r.message, priority: r.priority,
        isRead: r.is_read, actionUrl: r.action_url, createdAt: new Date(r.created_at).toISOString(),
      })),
      total: Number(counts.total),
      unread: Number(counts.unread),
      page,
      pageSize,
    };
  }
}
