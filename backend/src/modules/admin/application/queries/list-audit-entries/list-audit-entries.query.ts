import type { CursorQuery } from '@bank/contracts/paging';

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetId?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** The audit log, newest first, keyset-paged, by administrator, action, target and period. */
export class ListAuditEntries {
  constructor(readonly filter: AuditFilter, readonly page: CursorQuery) {}
}
