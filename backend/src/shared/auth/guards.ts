import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Forbidden, Unauthenticated } from '../errors/domain-error.js';
import type { AuthenticatedUser } from './session-data.js';

type AuthedRequest = Request & { authUser?: AuthenticatedUser };

/** 401 unless the request carries a live server-side session. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const s = req.session;
    if (!s?.userId || !s.customerId || !s.role) throw new Unauthenticated();
    req.authUser = { id: s.userId, customerId: s.customerId, role: s.role };
    return true;
  }
}

/** 403 for anyone but the `admin` role; the client's check only hides the UI. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (req.authUser?.role !== 'admin') throw new Forbidden('Administrator access is required');
    return true;
  }
}

export const SignedIn = () => UseGuards(SignedInGuard);
export const AdminOnly = () => applyDecorators(UseGuards(SignedInGuard, AdminGuard));

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthedRequest>().authUser;
  if (!user) throw new Unauthenticated();
  return user;
});
