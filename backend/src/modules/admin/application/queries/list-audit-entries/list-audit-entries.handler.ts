import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage } from '@bank/contracts/paging';
import { AUDIT_QUERIES } from '../../../admin.tokens.js';
import type { AuditQueries } from './audit-queries.js';
import { ListAuditEntries } from './list-audit-entries.query.js';

@QueryHandler(ListAuditEntries)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntries, CursorPage<AuditEntryDto>> {
  constructor(@Inject(AUDIT_QUERIES) private readonly audit: AuditQueries) {}

  execute({ filter, page }: ListAuditEntries): Promise<CursorPage<AuditEntryDto>> {
    return this.audit.page(filter, page);
  }
}
