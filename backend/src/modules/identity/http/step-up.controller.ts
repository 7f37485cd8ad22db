import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { StepUpAuthorizationDto, StepUpChallengeDto, StepUpVerifyRequest } from '@bank/contracts/security';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { IssueStepUpChallenge } from '../application/commands/issue-step-up-challenge/issue-step-up-challenge.command.js';
import { VerifyStepUp } from '../application/commands/verify-step-up/verify-step-up.command.js';

/** Step-up authorization of a transfer: the drawn signature and a second factor the server picks (the app's code or a question). */
@ApiTags('step-up authorization')
@Controller('auth/step-up')
@SignedIn()
export class StepUpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('challenge')
  challenge(@CurrentUser() user: AuthenticatedUser): Promise<StepUpChallengeDto> {
    return this.commands.execute(new IssueStepUpChallenge(user.id));
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: Partial<StepUpVerifyRequest>, @CurrentUser() user: AuthenticatedUser): Promise<StepUpAuthorizationDto> {
    const { signatureData, purpose, payload } = body ?? {};
    const { challengeId, answer, code } = (body ?? {}) as { challengeId?: unknown; answer?: unknown; code?: unknown };
    return this.commands.execute(new VerifyStepUp(user.id, { challengeId, answer, code, signatureData, purpose, payload }));
  }
}
