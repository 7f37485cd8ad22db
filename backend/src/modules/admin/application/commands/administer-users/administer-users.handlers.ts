import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { AuditAction } from '@bank/contracts/admin';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { CloseAccount, LockAccountsForAdmin, type AdminAccountView } from '../../../../accounts/public/admin-accounts.api.js';
import { CreateUser } from '../../../../identity/public/identity.commands.js';
import {
  FindUserForAdmin, MarkUserDeleted, ResetSecurityCredential, ResetUserPassword, SetSessionTimeout, SetUserActive, SetUserRestrictions,
  type AdminUserView, type UserChange,
} from '../../../../identity/public/admin-user.commands.js';
import { CountTransfersInFlight } from '../../../../payments/public/admin-payments.api.js';
import { NotOnAnAdministrator, NotOnYourself, TransferInFlight, UserHasBalance } from '../../../domain/admin.errors.js';
import { Audited } from '../../audited.js';
import {
  ChangeSessionTimeout, ChangeUserRestrictions, ChangeUserStatus, CreateCustomer, DeleteUser, ResetPasswordForUser, ResetUserSecurity,
} from './administer-users.commands.js';

const userTarget = (id: string) => ({ type: 'user' as const, id });

/**
 * Another administrator's status, restrictions, password and profile are theirs to change, or an
 * operator's through the command-line jobs: one administrator cannot lock out or act as another.
 * (A role never changes after creation, so reading it unlocked is enough.)
 */
async function refuseOnAnAdministrator(queries: QueryBus, userId: string): Promise<void> {
  const target = await queries.execute<FindUserForAdmin, AdminUserView | null>(new FindUserForAdmin(userId));
  if (target?.role === 'admin') throw new NotOnAnAdministrator();
}

@CommandHandler(CreateCustomer)
export class CreateCustomerHandler implements ICommandHandler<CreateCustomer, AdminUserView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  execute({ actor, request }: CreateCustomer): Promise<AdminUserView> {
    return this.audited.run({ actor, action: 'user.create', target: userTarget('') }, async () => {
      const user = await this.commands.execute<CreateUser, { id: string }>(new CreateUser({ ...request, role: 'user' }));
      const after = (await this.queries.execute<FindUserForAdmin, AdminUserView | null>(new FindUserForAdmin(user.id)))!;
      return { targetId: user.id, before: null, after, result: after };
    });
  }
}

/** The profile switches share one shape: refuse on oneself, change, audit before/after. */
@Injectable() // so the constructor's types are emitted for the subclasses' injection
abstract class UserChangeByAdmin {
  constructor(protected readonly audited: Audited, protected readonly commands: CommandBus, protected readonly queries: QueryBus) {}

  protected async change(actor: CreateCustomer['actor'], userId: string, action: AuditAction, reason: string | null, command: object): Promise<AdminUserView> {
    if (userId === actor.id) throw new NotOnYourself();
    await refuseOnAnAdministrator(this.queries, userId);
    return this.audited.run({ actor, action, target: userTarget(userId), reason }, async () => {
      const { before, after } = await this.commands.execute<object, UserChange>(command);
      return { before, after, result: after };
    });
  }
}

@CommandHandler(ChangeUserStatus)
export class ChangeUserStatusHandler extends UserChangeByAdmin implements ICommandHandler<ChangeUserStatus, AdminUserView> {
  execute({ actor, userId, isActive }: ChangeUserStatus): Promise<AdminUserView> {
    return this.change(actor, userId, 'user.status', null, new SetUserActive(userId, isActive));
  }
}

@CommandHandler(ChangeUserRestrictions)
export class ChangeUserRestrictionsHandler extends UserChangeByAdmin implements ICommandHandler<ChangeUserRestrictions, AdminUserView> {
  execute({ actor, userId, restrictions }: ChangeUserRestrictions): Promise<AdminUserView> {
    return this.change(actor, userId, 'user.restrictions', restrictions.reason, new SetUserRestrictions(userId, restrictions));
  }
}

@CommandHandler(ResetPasswordForUser)
export class ResetPasswordForUserHandler implements ICommandHandler<ResetPasswordForUser, AdminUserView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  async execute({ actor, userId, newPassword }: ResetPasswordForUser): Promise<AdminUserView> {
    // One's own password is changed in Settings, with the current one.
    await refuseOnAnAdministrator(this.queries, userId);
    // The audit says that the password changed, never what to.
    return this.audited.run({ actor, action: 'user.password-reset', target: userTarget(userId) }, async () => {
      const { after } = await this.commands.execute<ResetUserPassword, UserChange>(new ResetUserPassword(userId, newPassword));
      return { before: { passwordChanged: false }, after: { passwordChanged: true }, result: after };
    });
  }
}

@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser, void> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  async execute({ actor, userId }: DeleteUser): Promise<void> {
    if (userId === actor.id) throw new NotOnYourself();
    await refuseOnAnAdministrator(this.queries, userId);
    return this.audited.run({ actor, action: 'user.delete', target: userTarget(userId) }, async () => {
      if (!(await this.queries.execute(new FindUserForAdmin(userId)))) throw new NotFound('User not found');
      // Every account locked first, so none can receive or send money while we check and close them.
      const accounts = await this.queries.execute<LockAccountsForAdmin, AdminAccountView[]>(new LockAccountsForAdmin({ userId }));
      const withMoney = accounts.find((a) => Number(a.balance) !== 0);
      if (withMoney) throw new UserHasBalance(withMoney.accountNumber);
      if (await this.queries.execute<CountTransfersInFlight, number>(new CountTransfersInFlight(accounts.map((a) => a.id)))) throw new TransferInFlight();
      for (const account of accounts) await this.commands.execute(new CloseAccount(account.id));
      const { before, after } = await this.commands.execute<MarkUserDeleted, UserChange>(new MarkUserDeleted(userId));
      return { before: { ...before, accounts: accounts.map((a) => a.accountNumber) }, after: { ...after, accountsClosed: accounts.map((a) => a.accountNumber) }, result: undefined };
    });
  }
}

@CommandHandler(ResetUserSecurity)
export class ResetUserSecurityHandler implements ICommandHandler<ResetUserSecurity, void> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, userId, credential }: ResetUserSecurity): Promise<void> {
    const action = credential === 'questions' ? 'user.security-questions-reset' : 'user.signature-reset';
    return this.audited.run({ actor, action, target: userTarget(userId) }, async () => {
      const had = await this.commands.execute<ResetSecurityCredential, boolean>(new ResetSecurityCredential(userId, credential));
      const key = credential === 'questions' ? 'hasSecurityQuestions' : 'hasSignature';
      return { before: { [key]: had }, after: { [key]: false }, result: undefined };
    });
  }
}

/** A bank-wide setting: audited with the timeout before and after (a refused value saves and audits nothing). */
@CommandHandler(ChangeSessionTimeout)
export class ChangeSessionTimeoutHandler implements ICommandHandler<ChangeSessionTimeout, number> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, timeoutMinutes }: ChangeSessionTimeout): Promise<number> {
    return this.audited.run({ actor, action: 'session.timeout', target: { type: 'setting', id: 'session-timeout' } }, async () => {
      const { before, after } = await this.commands.execute<SetSessionTimeout, { before: number; after: number }>(new SetSessionTimeout(timeoutMinutes));
      return { before: { timeoutMinutes: before }, after: { timeoutMinutes: after }, result: after };
    });
  }
}

export const ADMINISTER_USERS_HANDLERS = [
  ChangeSessionTimeoutHandler, CreateCustomerHandler, ChangeUserStatusHandler, ChangeUserRestrictionsHandler, ResetPasswordForUserHandler, DeleteUserHandler, ResetUserSecurityHandler,
];
