import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, type CursorPage, type CursorQuery } from '@bank/contracts/paging';
import { SUPPORT_MESSAGES, type SupportMessageDto, type SupportMessageStatus } from '@bank/contracts/notifications';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import { SupportMessage, type SupportMessageRepository } from '../domain/support-message.js';
import type { StaffSupportMessage, SupportMessageQueries } from '../application/support-messages/support-message-queries.js';

interface Row {
  id: string; user_id: string; body: string; created_at: Date; reply: string | null; replied_at: Date | null; replied_by: string | null;
}

const COLUMNS = 'id, user_id, body, created_at, reply, replied_at, replied_by';
const KEYSET = new Keyset('support-messages', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);
const WHERE_STATUS: Record<SupportMessageStatus, string> = { open: 'replied_at is null', answered: 'replied_at is not null' };

const toDto = (r: Row): SupportMessageDto => ({
  id: r.id, body: r.body, createdAt: new Date(r.created_at).toISOString(), status: r.replied_at ? 'answered' : 'open',
  reply: r.reply, repliedAt: r.replied_at ? new Date(r.replied_at).toISOString() : null,
});

/** notifications.support_messages: the repository of the aggregate and the lists' reads. */
@Injectable()
export class SqlSupportMessages implements SupportMessageRepository, SupportMessageQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async add(m: SupportMessage): Promise<void> {
    await sql(this.em, `insert into notifications.support_messages (id, user_id, body, created_at) values ($1, $2, $3, $4)`, [m.id, m.userId, m.body, m.createdAt]);
  }

  async lockAndCountOpen(userId: string): Promise<number> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtextextended('notifications.support-messages:' || $1, 0))`, [userId]);
    const [row] = await sql<{ n: number }>(this.em, `select count(*)::int as n from notifications.support_messages where user_id = $1 and replied_at is null`, [userId]);
    return row.n;
  }

  async findForUpdate(id: string): Promise<SupportMessage | null> {
    const [r] = await sql<Row>(this.em, `select ${COLUMNS} from notifications.support_messages where id = $1 for update`, [id]);
    return r ? SupportMessage.restore({
      id: r.id, userId: r.user_id, body: r.body, createdAt: new Date(r.created_at), reply: r.reply,
      repliedAt: r.replied_at ? new Date(r.replied_at) : null, repliedBy: r.replied_by,
    }) : null;
  }

  async saveReply(m: SupportMessage): Promise<void> {
    await sql(this.em, `update notifications.support_messages set reply = $2, replied_at = $3, replied_by = $4 where id = $1`, [m.id, m.reply, m.repliedAt, m.repliedBy]);
  }

  async recentOf(userId: string): Promise<SupportMessageDto[]> {
    const rows = await sql<Row>(this.em,
      `select ${COLUMNS} from notifications.support_messages where user_id = $1 order by created_at desc, id desc limit ${SUPPORT_MESSAGES.RECENT}`, [userId]);
    return rows.map(toDto);
  }

  async pageForStaff(status: SupportMessageStatus | undefined, page: CursorQuery): Promise<CursorPage<StaffSupportMessage>> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const filter = status ? WHERE_STATUS[status] : 'true';
    const params: unknown[] = [];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row & { keyset_0: string; keyset_1: string }>(this.em,
        `select ${COLUMNS}, ${KEYSET.select} from notifications.support_messages where ${filter} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from notifications.support_messages where ${filter}`, []) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): StaffSupportMessage => ({ ...toDto(r), userId: r.user_id, repliedBy: r.replied_by }), total);
  }
}
