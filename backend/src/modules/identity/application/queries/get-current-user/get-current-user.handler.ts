import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import type { UserDto } from '@bank/contracts/identity';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { ListMyAccounts } from '../../../../accounts/public/accounts.api.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { SESSIONS, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { Sessions } from '../../ports/sessions.js';
import { toUserDto } from '../../user.mapper.js';
import { GetCurrentUser } from './get-current-user.query.js';

@QueryHandler(GetCurrentUser)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUser, UserDto> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(SESSIONS) private readonly sessions: Sessions,
    private readonly queries: QueryBus,
  ) {}

  /** The user with their accounts (SPEC 3: the client's user view carries the accounts list). */
  async execute({ userId }: GetCurrentUser): Promise<UserDto> {
    const [user, timeout, accounts] = await Promise.all([
      this.users.findById(userId),
      this.sessions.timeoutMinutes(),
      this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(userId)),
    ]);
    if (!user) throw new Unauthenticated();
    return { ...toUserDto(user, timeout), accounts };
  }
}
