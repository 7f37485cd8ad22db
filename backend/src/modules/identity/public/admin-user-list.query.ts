import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { AdminUserView } from '../domain/user.js';

export interface AdminUserListItem extends AdminUserView {
  phone: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

/**
 * Users for the back office, newest first, keyset-paged; `search` matches part of the first or
 * last name, email or customer id (case-insensitive). Deleted users are left out.
 */
export class ListUsersForAdmin {
  constructor(readonly search: string | undefined, readonly page: CursorQuery) {}
}
export type AdminUserPage = CursorPage<AdminUserListItem>;
