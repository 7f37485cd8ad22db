import { defineEntity, p } from '@mikro-orm/core';
import { AuditEntry } from '../../domain/audit-entry.js';

export const AuditEntrySchema = defineEntity({
  class: AuditEntry,
  schema: 'admin',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    actorId: p.uuid(),
    actorCustomerId: p.string(),
    action: p.string(),
    targetType: p.string(),
    targetId: p.string(),
    targetOwnerId: p.uuid().nullable(),
    before: p.json<object>().nullable(),
    after: p.json<object>().nullable(),
    reason: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
