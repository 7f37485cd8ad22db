import type { UserDto } from '@bank/contracts/identity';
import type { CursorQuery } from '@bank/contracts/paging';
import type { AdminUserView } from '../../domain/user.js';
import type { AdminUserPage } from '../../public/admin-user-list.query.js';
import type { CustomerContact } from '../../public/get-customer-contact.query.js';

/** The user as the signed-in customer sees themselves (GET /api/user adds their accounts and the session timeout). */
export type OwnProfile = Omit<UserDto, 'sessionTimeoutMinutes' | 'accounts'>;

/** Reads of users, straight into the API's shapes; implemented in infrastructure/ over the identity schema only. */
export interface UserQueries {
  ownProfile(userId: string): Promise<OwnProfile | null>;
  /** Name, postal address and email address (a letter's letterhead, an email), or null for an unknown user. */
  contact(userId: string): Promise<CustomerContact | null>;
  /** Users for the back office, newest first, keyset-paged, deleted ones left out; `search` as ListUsersForAdmin says. */
  pageForAdmin(search: string | undefined, page: CursorQuery): Promise<AdminUserPage>;
  /** The user as the back office sees and audits them, or null (unknown or deleted). */
  forAdmin(userId: string): Promise<AdminUserView | null>;
  /** Customers (role user), deleted ones left out. */
  countCustomers(): Promise<number>;
  /** Ids of the active, undeleted administrators, longest-serving first (at most 100). */
  activeAdministratorIds(): Promise<string[]>;
  idOfCustomer(customerId: string): Promise<string | null>;
}
