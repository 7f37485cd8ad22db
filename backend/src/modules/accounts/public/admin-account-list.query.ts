import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { AdminAccountView } from './admin-accounts.api.js';

export interface AdminAccountListItem extends AdminAccountView {
  customerId: string;
  customerName: string;
  createdAt: string;
}

/**
 * Open customer accounts for the back office, newest first, keyset-paged. `search`: an account
 * number (or its start), a customer id, or part of the holder's name.
 */
export class ListAccountsForAdmin {
  constructor(readonly search: string | undefined, readonly page: CursorQuery) {}
}
export type AdminAccountPage = CursorPage<AdminAccountListItem>;
