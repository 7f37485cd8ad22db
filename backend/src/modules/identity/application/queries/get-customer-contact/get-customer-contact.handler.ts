import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../../../shared/ids.js';
import { USER_QUERIES } from '../../../identity.tokens.js';
import { GetCustomerContact, type CustomerContact } from '../../../public/get-customer-contact.query.js';
import type { UserQueries } from '../user-queries.js';

@QueryHandler(GetCustomerContact)
export class GetCustomerContactHandler implements IQueryHandler<GetCustomerContact, CustomerContact | null> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  async execute({ userId }: GetCustomerContact): Promise<CustomerContact | null> {
    return isUuid(userId) ? this.users.contact(userId) : null;
  }
}
