import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { LastAdministrator } from '../../../domain/identity.errors.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import {
  PASSWORD_HASHER, SECURITY_QUESTIONS_REPOSITORY, SIGNATURE_REPOSITORY, STEP_UP_REPOSITORY, USER_QUERIES, USER_REPOSITORY,
} from '../../../identity.tokens.js';
import {
  CountCustomers, FindUserForAdmin, MarkUserDeleted, ResetSecurityCredential, ResetUserPassword, SetUserActive, SetUserRestrictions,
  type AdminUserView, type UserChange,
} from '../../../public/admin-user.commands.js';
import { PasswordChanged } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { UserQueries } from '../../queries/user-queries.js';
import { recordProfileChange } from '../../profile-changes.js';

// The back office's changes to a profile. Each runs in the caller's transaction (the admin
// context records its audit entry in it) with the user's row locked. None may leave the bank
// without an administrator who can sign in: those changes are made one at a time.

const USER_NOT_FOUND = 'User not found';

abstract class UserChangeHandler {
  constructor(
    @Inject(USER_REPOSITORY) protected readonly users: UserRepository,
    protected readonly sessions: Sessions,
    protected readonly tx: TransactionRunner,
    protected readonly outbox: Outbox,
    protected readonly clock: Clock,
  ) {}

  protected change(userId: string, apply: (user: User) => Promise<void> | void): Promise<UserChange> {
    if (!isUuid(userId)) throw new NotFound(USER_NOT_FOUND);
    return this.tx.run(async () => {
      await this.users.serializeAdministratorChanges();
      const user = await this.users.lockById(userId);
      if (!user || user.deletedAt) throw new NotFound(USER_NOT_FOUND);
      const before = user.adminView();
      const wasUsableAdministrator = user.isUsableAdministrator;
      await apply(user);
      if (wasUsableAdministrator && !user.isUsableAdministrator && (await this.users.countUsableAdministrators(user.id)) === 0) throw new LastAdministrator();
      await this.users.save(user);
      await recordProfileChange(this.outbox, user);
      return { before, after: user.adminView() };
    });
  }
}

@CommandHandler(SetUserActive)
export class SetUserActiveHandler extends UserChangeHandler implements ICommandHandler<SetUserActive, UserChange> {
  execute({ userId, isActive }: SetUserActive): Promise<UserChange> {
    return this.change(userId, async (user) => {
      user.setActive(isActive, this.clock.now());
      if (!isActive) await this.sessions.revokeAllOf(user.id);
    });
  }
}

@CommandHandler(SetUserRestrictions)
export class SetUserRestrictionsHandler extends UserChangeHandler implements ICommandHandler<SetUserRestrictions, UserChange> {
  execute({ userId, restrictions }: SetUserRestrictions): Promise<UserChange> {
    return this.change(userId, async (user) => {
      user.setRestrictions(restrictions, this.clock.now());
      if (restrictions.loginRestricted) await this.sessions.revokeAllOf(user.id);
    });
  }
}

@CommandHandler(MarkUserDeleted)
export class MarkUserDeletedHandler extends UserChangeHandler implements ICommandHandler<MarkUserDeleted, UserChange> {
  execute({ userId }: MarkUserDeleted): Promise<UserChange> {
    return this.change(userId, async (user) => {
      user.markDeleted(this.clock.now());
      await this.sessions.revokeAllOf(user.id);
    });
  }
}

@CommandHandler(ResetUserPassword)
export class ResetUserPasswordHandler implements ICommandHandler<ResetUserPassword, UserChange> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly sessions: Sessions,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, newPassword, firstPassword }: ResetUserPassword): Promise<UserChange> {
    if (!isUuid(userId)) throw new NotFound(USER_NOT_FOUND);
    const passwordHash = await this.hasher.hash(newPassword);
    return this.tx.run(async () => {
      const user = await this.users.lockById(userId);
      if (!user || user.deletedAt) throw new NotFound(USER_NOT_FOUND);
      const before = user.adminView();
      user.changePassword(passwordHash, this.clock.now());
      await this.users.save(user);
      const otherSessionsEnded = await this.sessions.revokeAllOf(user.id);
      await this.outbox.record(new PasswordChanged({ userId, otherSessionsEnded, firstPassword }));
      return { before, after: user.adminView() };
    });
  }
}

@CommandHandler(ResetSecurityCredential)
export class ResetSecurityCredentialHandler implements ICommandHandler<ResetSecurityCredential, boolean> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(SECURITY_QUESTIONS_REPOSITORY) private readonly questions: SecurityQuestionsRepository,
    @Inject(SIGNATURE_REPOSITORY) private readonly signatures: SignatureRepository,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    private readonly tx: TransactionRunner,
  ) {}

  execute({ userId, credential }: ResetSecurityCredential): Promise<boolean> {
    if (!isUuid(userId)) throw new NotFound(USER_NOT_FOUND);
    return this.tx.run(async () => {
      const user = await this.users.lockById(userId);
      if (!user || user.deletedAt) throw new NotFound(USER_NOT_FOUND);
      // Unused authorizations were consented with the old credentials: they go too.
      await this.stepUp.withdrawUnusedAuthorizations(userId);
      return credential === 'questions' ? this.questions.removeOf(userId) : this.signatures.removeOf(userId);
    });
  }
}

@QueryHandler(FindUserForAdmin)
export class FindUserForAdminHandler implements IQueryHandler<FindUserForAdmin, AdminUserView | null> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  async execute({ userId }: FindUserForAdmin): Promise<AdminUserView | null> {
    return isUuid(userId) ? this.users.forAdmin(userId) : null;
  }
}

@QueryHandler(CountCustomers)
export class CountCustomersHandler implements IQueryHandler<CountCustomers, number> {
  constructor(@Inject(USER_QUERIES) private readonly users: UserQueries) {}

  execute(): Promise<number> {
    return this.users.countCustomers();
  }
}

export const ADMINISTER_USER_HANDLERS = [
  CountCustomersHandler,
  SetUserActiveHandler, SetUserRestrictionsHandler, MarkUserDeletedHandler, ResetUserPasswordHandler, ResetSecurityCredentialHandler, FindUserForAdminHandler,
];
