import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { AUDIT_LOG } from '../../../admin.tokens.js';
import { AuditEntry } from '../../../domain/audit-entry.js';
import type { AuditLog } from '../../../domain/audit-log.js';
import { RecordAuditEntry } from '../../../public/audit.commands.js';

@CommandHandler(RecordAuditEntry)
export class RecordAuditEntryHandler implements ICommandHandler<RecordAuditEntry, void> {
  constructor(@Inject(AUDIT_LOG) private readonly log: AuditLog, private readonly clock: Clock) {}

  execute({ entry }: RecordAuditEntry): Promise<void> {
    return this.log.append(AuditEntry.record(entry, this.clock.now()));
  }
}
