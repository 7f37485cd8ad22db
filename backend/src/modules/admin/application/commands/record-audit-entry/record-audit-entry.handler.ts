import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { RecordAuditEntry } from '../../../public/audit.commands.js';

@CommandHandler(RecordAuditEntry)
export class RecordAuditEntryHandler implements ICommandHandler<RecordAuditEntry, void> {
  constructor(private readonly em: EntityManager) {}

  async execute({ entry }: RecordAuditEntry): Promise<void> {
    // Outside a transaction the entry could commit while the action rolls back, or the reverse.
    if (!this.em.isInTransaction()) throw new Error('RecordAuditEntry must run inside the transaction of the action it records');
    await sql(this.em,
      `insert into admin.audit_log (actor_id, actor_customer_id, action, target_type, target_id, before, after, reason)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      [entry.actor.id, entry.actor.customerId, entry.action, entry.target.type, entry.target.id,
        entry.before && JSON.stringify(entry.before), entry.after && JSON.stringify(entry.after), entry.reason?.trim() || null]);
  }
}
