import type { CursorQuery } from '@bank/contracts/paging';

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetId?: string;
  /** A customer's id (DEMO001): the entries on that customer and on what is theirs (accounts, cards, payments, deposits, messages, their application). */
  customerId?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** The audit log, newest first, keyset-paged, by administrator, action, target, customer and period. */
export class ListAuditEntries {
  constructor(readonly filter: AuditFilter, readonly page: CursorQuery) {}
}
