import type { CardApplicationStatus } from '@bank/contracts/cards';
import type { CursorQuery } from '@bank/contracts/paging';

/** The cards in force (issued, on open accounts), newest first, keyset-paged (staff's Cards tab). */
export class ListAllCards {
  constructor(readonly page: CursorQuery) {}
}

/** One card of any status as staff see it (the answer of a staff action on it). */
export class GetAdminCard {
  constructor(readonly cardId: string) {}
}

/**
 * Customers' card applications, keyset-paged: pending ones oldest first (a work queue); approved or
 * declined ones, or all of them (no status), newest first.
 */
export class ListCardApplications {
  constructor(readonly status: CardApplicationStatus | undefined, readonly page: CursorQuery) {}
}
