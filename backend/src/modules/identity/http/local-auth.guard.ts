import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../../../shared/http/validation.pipe.js';
import { LoginRequest } from './login.request.js';

/** Validates the body first, so missing fields get the specification's 400 messages. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    await validateBody(LoginRequest, context.switchToHttp().getRequest<Request>().body);
    return (await super.canActivate(context)) as boolean;
  }

  handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}
