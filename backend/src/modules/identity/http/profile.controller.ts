import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserDto } from '@bank/contracts/identity';
import type { ChangePasswordResponse, SecurityStatusDto, TwoFactorResponse } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { ChangePassword } from '../application/commands/change-password/change-password.command.js';
import { EnableTwoFactor } from '../application/commands/enable-two-factor/enable-two-factor.command.js';
import { UpdateProfile } from '../application/commands/update-profile/update-profile.command.js';
import { GetCurrentUser } from '../application/queries/get-current-user/get-current-user.query.js';
import { GetSecurityStatus } from '../application/queries/get-security-status/get-security-status.query.js';
import { ChangePasswordRequest } from './change-password.request.js';
import { UpdateAuthProfileRequest, UpdateProfileRequest } from './profile.request.js';

/** The customer's own profile, password and security settings (SPEC 7, customer data). */
@ApiTags('profile')
@Controller()
@SignedIn()
export class ProfileController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Settings page, Profile tab. */
  @Patch('user/profile')
  async updateProfile(@Body() body: UpdateProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    const { firstName, lastName, email, phone, address } = body;
    await this.commands.execute(new UpdateProfile(user.id, { firstName, lastName, email, phone, address }));
    return this.queries.execute(new GetCurrentUser(user.id));
  }

  /** Profile page: the same without the address. */
  @Patch('auth/profile')
  async updateAuthProfile(@Body() body: UpdateAuthProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    const { firstName, lastName, email, phone } = body;
    await this.commands.execute(new UpdateProfile(user.id, { firstName, lastName, email, phone }));
    return this.queries.execute(new GetCurrentUser(user.id));
  }

  @Patch('user/password')
  async changePassword(@Body() body: ChangePasswordRequest, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<ChangePasswordResponse> {
    const otherSessionsEnded = await this.commands.execute<ChangePassword, number>(
      new ChangePassword(user.id, body.currentPassword, body.newPassword, req.sessionID, req.ip ?? null));
    return { message: ProfileMessages.PASSWORD_CHANGED, otherSessionsEnded };
  }

  @Post('user/2fa/enable')
  @HttpCode(200)
  async enableTwoFactor(@CurrentUser() user: AuthenticatedUser): Promise<TwoFactorResponse> {
    const twoFactorEnabled = await this.commands.execute<EnableTwoFactor, boolean>(new EnableTwoFactor(user.id));
    return { message: ProfileMessages.TWO_FACTOR_ENABLED, twoFactorEnabled };
  }

  @Get('user/security')
  security(@CurrentUser() user: AuthenticatedUser): Promise<SecurityStatusDto> {
    return this.queries.execute(new GetSecurityStatus(user.id));
  }
}
