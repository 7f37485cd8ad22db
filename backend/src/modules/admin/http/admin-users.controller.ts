import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { AdminUserDto } from '@bank/contracts/admin';
import type { SessionTimeoutRequest } from '@bank/contracts/identity';
import type { CursorPage } from '@bank/contracts/paging';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import { BodyType } from '../../../shared/http/openapi/body-type.js';
import type { AdminUserView } from '../../identity/public/admin-user.commands.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import {
  ChangeSessionTimeout, ChangeUserRestrictions, ChangeUserStatus, CreateCustomer, DeleteUser, ResetPasswordForUser, ResetUserSecurity,
} from '../application/commands/administer-users/administer-users.commands.js';
import { GetUserSecurityStatus } from '../application/queries/get-user-security-status/get-user-security-status.handler.js';
import { ListUsersWithAccounts } from '../application/queries/list-users-with-accounts/list-users-with-accounts.handler.js';
import { SearchListParams } from './admin-list.params.js';
import { CreateUserBody, PasswordResetBody, RestrictionsBody, UserStatusBody } from './admin.requests.js';

const actorOf = (admin: AuthenticatedUser) => ({ id: admin.id, customerId: admin.customerId });

@ApiTags('admin: users')
@Controller('admin')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('users')
  list(@Query() query: SearchListParams): Promise<CursorPage<AdminUserDto>> {
    return this.queries.execute(new ListUsersWithAccounts(query.search, { cursor: query.cursor, limit: query.limit }));
  }

  @Post('users')
  @ApiConflictResponse({ description: 'The customer id or the email is taken' })
  async create(@Body() body: CreateUserBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; user: AdminUserView }> {
    const user = await this.commands.execute(new CreateCustomer(actorOf(admin), body));
    return { message: 'User Created', user };
  }

  @Patch('users/:id/status')
  async status(@Param('id') id: string, @Body() body: UserStatusBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; user: AdminUserView }> {
    const user = await this.commands.execute(new ChangeUserStatus(actorOf(admin), id, body.isActive));
    return { message: 'Status Updated', user };
  }

  @Patch('users/:id/restrictions')
  async restrictions(@Param('id') id: string, @Body() body: RestrictionsBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; user: AdminUserView }> {
    const user = await this.commands.execute(new ChangeUserRestrictions(actorOf(admin), id, {
      loginRestricted: body.loginRestricted, transactionRestricted: body.transactionRestricted, reason: body.reason || null,
    }));
    return { message: 'Restrictions Updated', user };
  }

  @Patch('users/:id/password')
  async password(@Param('id') id: string, @Body() body: PasswordResetBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new ResetPasswordForUser(actorOf(admin), id, body.newPassword));
    return { message: 'Password Reset' };
  }

  @Delete('users/:id')
  @ApiConflictResponse({ description: 'The customer still has money, or a transfer in flight' })
  async remove(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new DeleteUser(actorOf(admin), id));
    return { message: 'User Deleted' };
  }

  /** The body is read raw: identity's rule gives the specification's message for any bad value. */
  @Patch('sessions/timeout')
  @BodyType<SessionTimeoutRequest>()
  async sessionTimeout(@Body() body: Record<string, unknown>, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; timeoutMinutes: number }> {
    const timeoutMinutes = await this.commands.execute<ChangeSessionTimeout, number>(new ChangeSessionTimeout(actorOf(admin), body?.timeoutMinutes));
    return { message: 'Timeout Updated', timeoutMinutes };
  }

  @Get('user/:id/security-status')
  securityStatus(@Param('id') id: string): Promise<{ hasSecurityQuestions: boolean; hasSignature: boolean }> {
    return this.queries.execute(new GetUserSecurityStatus(id));
  }

  @Delete('user/:id/security-questions')
  @HttpCode(200)
  async resetQuestions(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new ResetUserSecurity(actorOf(admin), id, 'questions'));
    return { message: 'Security Questions Reset' };
  }

  @Delete('user/:id/signature')
  @HttpCode(200)
  async resetSignature(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new ResetUserSecurity(actorOf(admin), id, 'signature'));
    return { message: 'Signature Reset' };
  }
}
