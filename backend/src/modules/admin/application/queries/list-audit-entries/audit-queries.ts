import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { AuditFilter } from './list-audit-entries.query.js';

/** The reads of the audit trail, straight into the API's shapes; implemented in infrastructure/ over the admin schema only. */
export interface AuditQueries {
  page(filter: AuditFilter, page: CursorQuery): Promise<CursorPage<AuditEntryDto>>;
}
