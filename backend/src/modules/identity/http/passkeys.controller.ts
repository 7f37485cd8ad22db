import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PasskeyDto, RegisterPasskeyRequest, RemovePasskeyRequest } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { RegisterPasskey, RemovePasskey, StartPasskeyRegistration } from '../application/commands/passkeys/passkeys.commands.js';
import { ListPasskeys } from '../application/queries/list-passkeys/list-passkeys.handler.js';
import { credentialResponse, PasskeyChallengeExpired } from '../domain/passkey.js';
import { openPasskeyChallenge, takePasskeyChallenge } from './passkey-challenge.js';

/** Settings → Security: the customer's passkeys (a second factor at sign-in and for transfers). */
@ApiTags('profile')
@Controller('user/passkeys')
@SignedIn()
export class PasskeysController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<PasskeyDto[]> {
    return this.queries.execute(new ListPasskeys(user.id));
  }

  /** Options for navigator.credentials.create(); the challenge waits in the session. */
  @Post('options')
  @HttpCode(200)
  options(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<unknown> {
    return this.commands.execute(new StartPasskeyRegistration(user.id, openPasskeyChallenge(req, 'register')));
  }

  @Post()
  register(@Body() body: Partial<RegisterPasskeyRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<PasskeyDto> {
    const challenge = takePasskeyChallenge(req, 'register');
    const response = credentialResponse(body?.response, 'response');
    if (!challenge) throw new PasskeyChallengeExpired();
    return this.commands.execute(new RegisterPasskey(user.id, body?.name, response, challenge));
  }

  @Post(':id/remove')
  @HttpCode(200)
  async remove(@Param('id') id: string, @Body() body: Partial<RemovePasskeyRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<{ message: string }> {
    await this.commands.execute(new RemovePasskey(user.id, id, { password: body?.password, code: body?.code }, req.ip ?? null));
    return { message: ProfileMessages.PASSKEY_REMOVED };
  }
}
