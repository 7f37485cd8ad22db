import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { AuditFilter } from './list-audit-entries.query.js';

/** The filter as the store reads it: a customer already turned into the ids of what is theirs. */
export type AuditStoreFilter = Omit<AuditFilter, 'customerId'> & { targetIds?: string[] };

/** A stored entry, before the names of its target are added. */
export type StoredAuditEntry = Omit<AuditEntryDto, 'targetCustomer' | 'targetAccountNumber'>;

/** The reads of the audit trail, straight into the API's shapes; implemented in infrastructure/ over the admin schema only. */
export interface AuditQueries {
  page(filter: AuditStoreFilter, page: CursorQuery): Promise<CursorPage<StoredAuditEntry>>;
}
