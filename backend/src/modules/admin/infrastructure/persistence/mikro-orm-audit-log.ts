import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../../domain/audit-entry.js';
import type { AuditLog } from '../../domain/audit-log.js';

/** Inserts only: there is no update or delete here, and the table's trigger refuses both. */
@Injectable()
export class MikroOrmAuditLog implements AuditLog {
  constructor(private readonly em: EntityManager) {}

  async append(entry: AuditEntry): Promise<void> {
    // Outside a transaction the entry could commit while the action rolls back, or the reverse.
    if (!this.em.isInTransaction()) throw new Error('RecordAuditEntry must run inside the transaction of the action it records');
    await this.em.insert(AuditEntry, entry);
  }
}
