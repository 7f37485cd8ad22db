import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { DEFAULT_PAGE_LIMIT, type CursorPage, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import type { AuditQueries, AuditStoreFilter, StoredAuditEntry } from '../application/queries/list-audit-entries/audit-queries.js';

const KEYSET = new Keyset('admin-audit', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'bigint' }]);

interface Row {
  id: string; actor_id: string; actor_customer_id: string; action: AuditEntryDto['action']; target_type: AuditEntryDto['targetType'];
  target_id: string; target_owner_id: string | null; before: AuditEntryDto['before']; after: AuditEntryDto['after']; reason: string | null; created_at: Date;
  keyset_0: string; keyset_1: string;
}

/** The audit trail's list over admin.audit_log: each filter leads one of its (…, created_at desc, id desc) indexes. */
@Injectable()
export class SqlAuditQueries implements AuditQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async page(filter: AuditStoreFilter, page: CursorQuery): Promise<CursorPage<StoredAuditEntry>> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const conditions = ['true'];
    const add = (condition: (p: string) => string, value: unknown) => { params.push(value); conditions.push(condition(`$${params.length}`)); };
    if (filter.actorId) add((p) => `actor_id = ${p}::uuid`, filter.actorId);
    if (filter.action) add((p) => `action = ${p}`, filter.action);
    if (filter.targetId) add((p) => `target_id = ${p}`, filter.targetId);
    if (filter.ownerId !== undefined) add((p) => `target_owner_id = ${p}::uuid`, filter.ownerId); // null matches no row
    if (filter.from) add((p) => `created_at >= ${p}::timestamptz`, filter.from);
    if (filter.to) add((p) => `created_at < ${p}::timestamptz`, filter.to);
    const where = conditions.join(' and ');
    const filterParams = [...params];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select id::text as id, actor_id, actor_customer_id, action, target_type, target_id, target_owner_id, before, after, reason, created_at, ${KEYSET.select}
         from admin.audit_log where ${where} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from admin.audit_log where ${where}`, filterParams) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): StoredAuditEntry => ({
      id: r.id, actorId: r.actor_id, actorCustomerId: r.actor_customer_id, action: r.action, targetType: r.target_type, targetId: r.target_id,
      targetOwnerId: r.target_owner_id, before: r.before, after: r.after, reason: r.reason, createdAt: new Date(r.created_at).toISOString(),
    }), total);
  }
}
