import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { LoginResponse, UserDto } from '@bank/contracts/identity';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { SESSION_COOKIE } from '../../../shared/http/session.js';
import { GetCurrentUser } from '../application/queries/get-current-user/get-current-user.query.js';
import type { User } from '../domain/user.js';
import { LocalAuthGuard } from './local-auth.guard.js';

@ApiTags('authentication')
@Controller()
export class AuthController {
  constructor(private readonly queries: QueryBus) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(@Req() req: Request): Promise<LoginResponse> {
    const user = req.user as User;
    await regenerate(req);
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

/** A new session id at sign-in, so an id planted before sign-in is worthless. */
function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}
