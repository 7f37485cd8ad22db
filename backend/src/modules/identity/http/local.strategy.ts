import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { SignIn } from '../application/commands/sign-in/sign-in.command.js';
import type { User } from '../domain/user.js';

/** passport-local checks the credentials through the SignIn command; the session is ours. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly commands: CommandBus) {
    super({ usernameField: 'customerId', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, customerId: string, password: string): Promise<User> {
    return this.commands.execute(new SignIn(customerId.trim(), password, req.ip ?? null));
  }
}
