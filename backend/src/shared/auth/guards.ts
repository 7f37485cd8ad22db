import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Forbidden, Unauthenticated } from '../errors/domain-error.js';
import { ADMIN_ENROLMENT_REQUIRED, ADMIN_SECOND_FACTOR, type AdminSecondFactor } from './admin-second-factor.js';
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

/**
 * 403 for anyone but the `admin` role; the client's check only hides the UI. In production an
 * administrator without sign-in verification is refused too (issue 27 item 1): a password alone
 * does not open the back office. Development and tests keep the demo administrator's password sign-in.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_SECOND_FACTOR) private readonly secondFactor: AdminSecondFactor,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (req.authUser?.role !== 'admin') throw new Forbidden('Administrator access is required');
    if (this.config.nodeEnv === 'production' && !(await this.secondFactor.isOn(req.authUser.id))) throw new Forbidden(ADMIN_ENROLMENT_REQUIRED);
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
