import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { PasswordResetMessages as M, type PasswordResetResponse } from '@bank/contracts/identity';
import { ProfileMessages, type EmailChangeVerifiedResponse } from '@bank/contracts/profile';
import { VerifyEmailChange } from '../application/commands/email-change/email-change.commands.js';
import { CompletePasswordReset, RequestPasswordReset } from '../application/commands/password-reset/password-reset.commands.js';
import { CompletePasswordResetRequest, PasswordResetRequest, VerifyEmailChangeRequest } from './emailed-links.request.js';

/**
 * The links identity emails to a customer, opened signed out (the link itself is the proof, and
 * it may be opened on another device): forgot password (the login page's "Forgot password?",
 * `/forgot-password`, then `/reset-password?token=…`) and a new email's verification.
 */
@ApiTags('authentication')
@Controller()
export class EmailedLinksController {
  constructor(private readonly commands: CommandBus) {}

  /** The same 202 and words whether or not the customer ID or email matches an account (no enumeration). */
  @Post('password-reset')
  @HttpCode(202)
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address or for this account (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async request(@Body() body: PasswordResetRequest, @Req() req: Request): Promise<PasswordResetResponse> {
    await this.commands.execute(new RequestPasswordReset(body.customerIdOrEmail, req.ip ?? null));
    return { message: M.REQUESTED };
  }

  /** The emailed link opened: the page sends its token and the new password. Every session of the customer ends. */
  @Post('password-reset/complete')
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'A password rule broken (VALIDATION), or the link is unknown, expired, replaced or used (IDENTITY.RESET_LINK_INVALID)' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong links from this address (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async complete(@Body() body: CompletePasswordResetRequest, @Req() req: Request): Promise<PasswordResetResponse> {
    await this.commands.execute(new CompletePasswordReset(body.token, body.password, req.ip ?? null));
    return { message: M.COMPLETED };
  }

  /**
   * The link emailed to the new address, opened (`/verify-email-change?token=…`): the email
   * changes, once, within 24 hours.
   */
  @Post('profile/email/verify')
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'The link is unknown, expired, replaced, cancelled or used (IDENTITY.EMAIL_CHANGE_LINK_INVALID)' })
  @ApiConflictResponse({ description: 'Another customer took the address meanwhile (IDENTITY.EMAIL_TAKEN)' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong links from this address (IDENTITY.TOO_MANY_ATTEMPTS)' })
  async verifyEmailChange(@Body() body: VerifyEmailChangeRequest, @Req() req: Request): Promise<EmailChangeVerifiedResponse> {
    const email = await this.commands.execute<VerifyEmailChange, string>(new VerifyEmailChange(body.token, req.ip ?? null));
    return { message: ProfileMessages.EMAIL_CHANGE_VERIFIED, email };
  }
}
