import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { AuditFilter } from './list-audit-entries.query.js';

/** The filter as the store reads it: a customer already turned into their user id (null: no such customer, so no entry). */
export type AuditStoreFilter = Omit<AuditFilter, 'customerId'> & { ownerId?: string | null };

/** A stored entry, before the names of its target are added; `targetOwnerId` is the customer (user id) it belongs to. */
export type StoredAuditEntry = Omit<AuditEntryDto, 'targetCustomer' | 'targetAccountNumber'> & { targetOwnerId: string | null };

/** The reads of the audit trail, straight into the API's shapes; implemented in infrastructure/ over the admin schema only. */
export interface AuditQueries {
  page(filter: AuditStoreFilter, page: CursorQuery): Promise<CursorPage<StoredAuditEntry>>;
}
