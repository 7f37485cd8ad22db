import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SecurityStatusDto } from '@bank/contracts/profile';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { FindUserForAdmin, GetSecurityStatus } from '../../../../identity/public/admin-user.commands.js';

export class GetUserSecurityStatus {
  constructor(readonly userId: string) {}
}

/** SPEC 3 "Security status", admin view: hasSecurityQuestions, hasSignature. */
@QueryHandler(GetUserSecurityStatus)
export class GetUserSecurityStatusHandler implements IQueryHandler<GetUserSecurityStatus, { hasSecurityQuestions: boolean; hasSignature: boolean }> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: GetUserSecurityStatus) {
    if (!(await this.queries.execute(new FindUserForAdmin(userId)))) throw new NotFound('User not found');
    const status = await this.queries.execute<GetSecurityStatus, SecurityStatusDto>(new GetSecurityStatus(userId));
    return { hasSecurityQuestions: status.hasSecurityQuestions, hasSignature: status.hasSignature };
  }
}
