import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_QUERIES } from '../../../identity.tokens.js';
import { ListAdministrators } from '../../../public/list-administrators.query.js';
import type { UserQueries } from '../user-queries.js';

@QueryHandler(ListAdministrators)
export class ListAdministratorsHandler implements IQueryHandler<ListAdministrators, string[]> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  execute(): Promise<string[]> {
    return this.users.activeAdministratorIds();
  }
}
