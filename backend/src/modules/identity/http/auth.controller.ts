import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { LoginRequest, LoginResponse, PasskeySignInRequest, SecondFactorRequiredResponse, UserDto } from '@bank/contracts/identity';
import { Unauthenticated } from '../../../shared/errors/domain-error.js';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { BodyType } from '../../../shared/http/openapi/body-type.js';
import { SESSION_COOKIE } from '../../../shared/http/session.js';
import { GetCurrentUser } from '../application/queries/get-current-user/get-current-user.query.js';
import type { SignInOutcome } from '../application/commands/sign-in/sign-in.handler.js';
import { CompleteSignIn } from '../application/commands/sign-in-verification/sign-in-verification.commands.js';
import { CompletePasskeySignIn, StartPasskeyAssertion } from '../application/commands/passkeys/passkeys.commands.js';
import { credentialResponse, PasskeyChallengeExpired } from '../domain/passkey.js';
import { openPasskeyChallenge, takePasskeyChallenge } from './passkey-challenge.js';
import type { User } from '../domain/user.js';
import { deviceToken } from './device-cookie.js';
import { VerificationCodeRequest } from './sign-in-verification.request.js';
import { LocalAuthGuard } from './local-auth.guard.js';

@ApiTags('authentication')
@Controller()
export class AuthController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @BodyType<LoginRequest>()
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins from this address or for this customer (IDENTITY.LOGIN_THROTTLED)' })
  async login(@Req() req: Request): Promise<LoginResponse | SecondFactorRequiredResponse> {
    const { user, secondFactors } = req.user as SignInOutcome;
    await regenerate(req);
    if (secondFactors.length > 0) {
      req.session.pendingSignIn = { userId: user.id, at: Date.now() };
      return { twoFactorRequired: true, methods: secondFactors };
    }
    return this.signedIn(req, user);
  }

  /** The second step of a sign-in with verification on: a code from the app or a recovery code. */
  @Post('login/2fa')
  @HttpCode(200)
  async completeLogin(@Body() body: VerificationCodeRequest, @Req() req: Request): Promise<LoginResponse> {
    const pending = pendingSignIn(req);
    const user = await this.commands.execute<CompleteSignIn, User>(
      new CompleteSignIn(pending.userId, body.code, req.ip ?? null, { token: deviceToken(req), userAgent: req.headers['user-agent'] ?? null }));
    await regenerate(req);
    return this.signedIn(req, user);
  }

  /** The second step with a passkey, part 1: options for navigator.credentials.get() over the customer's passkeys. */
  @Post('login/passkey/options')
  @HttpCode(200)
  passkeyOptions(@Req() req: Request): Promise<unknown> {
    const pending = pendingSignIn(req);
    return this.commands.execute(new StartPasskeyAssertion(pending.userId, openPasskeyChallenge(req, 'sign-in')));
  }

  /** Part 2: the assertion over that challenge completes the sign-in like a code. */
  @Post('login/passkey')
  @HttpCode(200)
  async completePasskeyLogin(@Body() body: Partial<PasskeySignInRequest>, @Req() req: Request): Promise<LoginResponse> {
    const pending = pendingSignIn(req);
    const challenge = takePasskeyChallenge(req, 'sign-in');
    const response = credentialResponse(body?.response, 'response');
    if (!challenge) throw new PasskeyChallengeExpired();
    const user = await this.commands.execute<CompletePasskeySignIn, User>(
      new CompletePasskeySignIn(pending.userId, response, challenge, req.ip ?? null, { token: deviceToken(req), userAgent: req.headers['user-agent'] ?? null }));
    await regenerate(req);
    return this.signedIn(req, user);
  }

  private async signedIn(req: Request, user: User): Promise<LoginResponse> {
    const now = Date.now();
    Object.assign(req.session, { userId: user.id, customerId: user.customerId, role: user.role, loginTime: now, lastActivity: now });
    const dto = await this.queries.execute<GetCurrentUser, UserDto>(new GetCurrentUser(user.id));
    return { message: 'Login successful', user: dto };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE);
  }

  /** The current user; also the call that extends the session (see SessionActivity). */
  @Get('user')
  @SignedIn()
  user(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.queries.execute(new GetCurrentUser(user.id));
  }
}

/** How long the password step waits for its second factor. */
const PENDING_SIGN_IN_MS = 5 * 60_000;

/** The half-done sign-in this session holds, if it is recent. */
function pendingSignIn(req: Request): { userId: string } {
  const pending = req.session.pendingSignIn;
  if (!pending || Date.now() - pending.at > PENDING_SIGN_IN_MS) throw new Unauthenticated('Sign in again with your customer ID and password');
  return pending;
}

/** A new session id at sign-in, so an id planted before sign-in is worthless. */
function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}
