import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserDto } from '@bank/contracts/identity';
import type {
  ChangePasswordResponse, EmailChangeResponse, SecurityStatusDto, TotpConfirmedResponse, TotpEnrolmentResponse,
} from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { ChangePassword } from '../application/commands/change-password/change-password.command.js';
import { ConfirmTotpEnrolment, DisableTotp, StartTotpEnrolment } from '../application/commands/sign-in-verification/sign-in-verification.commands.js';
import { Uncompressed } from '../../../shared/http/api-compression.js';
import { DisableVerificationRequest, VerificationCodeRequest } from './sign-in-verification.request.js';
import { UpdateProfile } from '../application/commands/update-profile/update-profile.command.js';
import { GetCurrentUser } from '../application/queries/get-current-user/get-current-user.query.js';
import { GetSecurityStatus } from '../application/queries/get-security-status/get-security-status.query.js';
import { ChangePasswordRequest } from './change-password.request.js';
import { CancelEmailChange, ResendEmailChange } from '../application/commands/email-change/email-change.commands.js';
import { UpdateAuthProfileRequest, UpdateProfileRequest } from './profile.request.js';

/** The customer's own profile, password and security settings (SPEC 7, customer data). */
@ApiTags('profile')
@Controller()
@SignedIn()
export class ProfileController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Settings page, Profile tab. A new email waits as `pendingEmail` until the link sent to it is opened. */
  @Patch('user/profile')
  @ApiConflictResponse({ description: 'Another customer has this email (IDENTITY.EMAIL_TAKEN)' })
  @ApiTooManyRequestsResponse({ description: 'Too many email change letters for this customer (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async updateProfile(@Body() body: UpdateProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    const { firstName, lastName, email, phone, address } = body;
    await this.commands.execute(new UpdateProfile(user.id, { firstName, lastName, email, phone, address }));
    return this.queries.execute(new GetCurrentUser(user.id));
  }

  /** Profile page: the same without the address. */
  @Patch('auth/profile')
  @ApiConflictResponse({ description: 'Another customer has this email (IDENTITY.EMAIL_TAKEN)' })
  @ApiTooManyRequestsResponse({ description: 'Too many email change letters for this customer (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async updateAuthProfile(@Body() body: UpdateAuthProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    const { firstName, lastName, email, phone } = body;
    await this.commands.execute(new UpdateProfile(user.id, { firstName, lastName, email, phone }));
    return this.queries.execute(new GetCurrentUser(user.id));
  }

  /** The pending new email's link again: a fresh one (the older stops working). */
  @Post('profile/email/resend')
  @HttpCode(202)
  @ApiConflictResponse({ description: 'No email change waits (IDENTITY.NO_EMAIL_CHANGE_PENDING)' })
  @ApiTooManyRequestsResponse({ description: 'Too many email change letters for this customer (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async resendEmailChange(@CurrentUser() user: AuthenticatedUser): Promise<EmailChangeResponse> {
    await this.commands.execute(new ResendEmailChange(user.id));
    return { message: ProfileMessages.EMAIL_CHANGE_RESENT };
  }

  /** The pending new email is dropped; the email stays as it is. */
  @Delete('profile/email/pending')
  @ApiConflictResponse({ description: 'No email change waits (IDENTITY.NO_EMAIL_CHANGE_PENDING)' })
  async cancelEmailChange(@CurrentUser() user: AuthenticatedUser): Promise<EmailChangeResponse> {
    await this.commands.execute(new CancelEmailChange(user.id));
    return { message: ProfileMessages.EMAIL_CHANGE_CANCELLED };
  }

  @Patch('user/password')
  async changePassword(@Body() body: ChangePasswordRequest, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<ChangePasswordResponse> {
    const otherSessionsEnded = await this.commands.execute<ChangePassword, number>(
      new ChangePassword(user.id, body.currentPassword, body.newPassword, req.sessionID, req.ip ?? null));
    return { message: ProfileMessages.PASSWORD_CHANGED, otherSessionsEnded };
  }

  /** Sign-in verification, step 1: the authenticator app's secret (a secret: never compressed, never cached). */
  @Post('user/2fa/enable')
  @HttpCode(200)
  @Uncompressed()
  enableTwoFactor(@CurrentUser() user: AuthenticatedUser): Promise<TotpEnrolmentResponse> {
    return this.commands.execute(new StartTotpEnrolment(user.id));
  }

  /** Step 2: a code from the app turns it on; the recovery codes are shown this once. */
  @Post('user/2fa/confirm')
  @HttpCode(200)
  @Uncompressed()
  async confirmTwoFactor(@Body() body: VerificationCodeRequest, @CurrentUser() user: AuthenticatedUser): Promise<TotpConfirmedResponse> {
    const { recoveryCodes } = await this.commands.execute<ConfirmTotpEnrolment, { recoveryCodes: string[] }>(new ConfirmTotpEnrolment(user.id, body.code));
    return { message: ProfileMessages.TWO_FACTOR_ENABLED, recoveryCodes };
  }

  @Post('user/2fa/disable')
  @HttpCode(200)
  async disableTwoFactor(@Body() body: DisableVerificationRequest, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<{ message: string }> {
    await this.commands.execute(new DisableTotp(user.id, body.password, body.code, req.ip ?? null));
    return { message: ProfileMessages.TWO_FACTOR_DISABLED };
  }

  @Get('user/security')
  security(@CurrentUser() user: AuthenticatedUser): Promise<SecurityStatusDto> {
    return this.queries.execute(new GetSecurityStatus(user.id));
  }
}
