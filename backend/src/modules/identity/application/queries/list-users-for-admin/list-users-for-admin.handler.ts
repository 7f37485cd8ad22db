import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_QUERIES } from '../../../identity.tokens.js';
import { ListUsersForAdmin, type AdminUserPage } from '../../../public/admin-user-list.query.js';
import type { UserQueries } from '../user-queries.js';

@QueryHandler(ListUsersForAdmin)
export class ListUsersForAdminHandler implements IQueryHandler<ListUsersForAdmin, AdminUserPage> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  execute({ search, page }: ListUsersForAdmin): Promise<AdminUserPage> {
    return this.users.pageForAdmin(search, page);
  }
}
