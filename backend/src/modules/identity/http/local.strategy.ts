import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { SignIn } from '../application/commands/sign-in/sign-in.command.js';
import type { SignInOutcome } from '../application/commands/sign-in/sign-in.handler.js';
import { deviceToken, setDeviceCookie } from './device-cookie.js';

/** passport-local checks the credentials through the SignIn command; the session is ours. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly commands: CommandBus, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    super({ usernameField: 'customerId', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(req: Request, customerId: string, password: string): Promise<SignInOutcome> {
    const token = deviceToken(req);
    const outcome = await this.commands.execute<SignIn, SignInOutcome>(
      new SignIn(customerId.trim(), password, req.ip ?? null, { token, userAgent: req.headers['user-agent'] ?? null }));
    // Only a browser that signed in gets (or renews) a device token.
    if (req.res) setDeviceCookie(req.res, token, this.config);
    return outcome;
  }
}
