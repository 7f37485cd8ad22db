import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import type { UserDto } from '@bank/contracts/identity';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { ListMyAccounts } from '../../../../accounts/public/accounts.api.js';
import { USER_QUERIES } from '../../../identity.tokens.js';
import type { UserQueries } from '../user-queries.js';
import { GetCurrentUser } from './get-current-user.query.js';

@QueryHandler(GetCurrentUser)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUser, UserDto> {
  constructor(
    @Inject(USER_QUERIES) private readonly users: UserQueries,
    private readonly sessions: Sessions,
    private readonly queries: QueryBus,
  ) {}

  /** The user with their accounts (SPEC 3: the client's user view carries the accounts list). */
  async execute({ userId }: GetCurrentUser): Promise<UserDto> {
    const [profile, sessionTimeoutMinutes, accounts] = await Promise.all([
      this.users.ownProfile(userId),
      this.sessions.timeoutMinutes(),
      this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId)),
    ]);
    if (!profile) throw new Unauthenticated();
    return { ...profile, sessionTimeoutMinutes, accounts };
  }
}
