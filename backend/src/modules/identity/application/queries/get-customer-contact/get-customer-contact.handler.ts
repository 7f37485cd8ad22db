import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { GetCustomerContact, type CustomerContact } from '../../../public/get-customer-contact.query.js';

@QueryHandler(GetCustomerContact)
export class GetCustomerContactHandler implements IQueryHandler<GetCustomerContact, CustomerContact | null> {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository, private readonly tx: TransactionRunner) {}

  async execute({ userId }: GetCustomerContact): Promise<CustomerContact | null> {
    // Its own unit of work: asked from outside any request too (a statement read by a job or a test).
    const user = isUuid(userId) ? await this.tx.run(() => this.users.findById(userId)) : null;
    return user && { firstName: user.firstName, lastName: user.lastName, address: user.address };
  }
}
