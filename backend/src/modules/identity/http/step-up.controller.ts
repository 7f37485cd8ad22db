import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { StepUpAuthorizationDto, StepUpChallengeDto, StepUpPasskeyOptionsRequest, StepUpVerifyRequest } from '@bank/contracts/security';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { IssueStepUpChallenge } from '../application/commands/issue-step-up-challenge/issue-step-up-challenge.command.js';
import { VerifyStepUp } from '../application/commands/verify-step-up/verify-step-up.command.js';
import { StartTransferPasskeyAssertion } from '../application/commands/passkeys/passkeys.commands.js';
import { openPasskeyChallenge, takePasskeyChallenge } from './passkey-challenge.js';

/** Step-up authorization of a transfer: the drawn signature and a second factor the server picks (the app's code, a passkey or a question). */
@ApiTags('step-up authorization')
@Controller('auth/step-up')
@SignedIn()
export class StepUpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('challenge')
  challenge(@CurrentUser() user: AuthenticatedUser): Promise<StepUpChallengeDto> {
    return this.commands.execute(new IssueStepUpChallenge(user.id));
  }

  /** Options for a passkey assertion whose challenge is bound to this transfer's payload. */
  @Post('passkey-options')
  @HttpCode(200)
  passkeyOptions(@Body() body: Partial<StepUpPasskeyOptionsRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<unknown> {
    return this.commands.execute(new StartTransferPasskeyAssertion(user.id, body?.purpose, body?.payload, openPasskeyChallenge(req, 'transfer')));
  }

  @Post('verify')
  @ApiUnauthorizedResponse({
    description: 'Not signed in, or a wrong answer or code: then `nextChallenge` is the next question (IDENTITY.INCORRECT_ANSWER)',
    schema: { $ref: '#/components/schemas/IncorrectAnswerError' },
  })
  @HttpCode(200)
  verify(@Body() body: Partial<StepUpVerifyRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<StepUpAuthorizationDto> {
    const { signatureData, purpose, payload } = body ?? {};
    const { challengeId, answer, code, passkey } = (body ?? {}) as { challengeId?: unknown; answer?: unknown; code?: unknown; passkey?: unknown };
    // A passkey's challenge is taken out of the session when an assertion comes, so it answers once.
    const passkeyNonce = passkey === undefined ? null : takePasskeyChallenge(req, 'transfer');
    return this.commands.execute(new VerifyStepUp(user.id, { challengeId, answer, code, passkey, signatureData, purpose, payload }, passkeyNonce));
  }
}
