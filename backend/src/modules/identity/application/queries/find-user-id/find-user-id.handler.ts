import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_QUERIES } from '../../../identity.tokens.js';
import { FindUserIdByCustomerId } from '../../../public/find-user-id.query.js';
import type { UserQueries } from '../user-queries.js';

@QueryHandler(FindUserIdByCustomerId)
export class FindUserIdByCustomerIdHandler implements IQueryHandler<FindUserIdByCustomerId, string | null> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  execute({ customerId }: FindUserIdByCustomerId): Promise<string | null> {
    return this.users.idOfCustomer(customerId);
  }
}
