import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PgSessionStore } from '../sessions/pg-session.store.js';
import type { AppConfig } from '../../config/config.js';
import '../auth/session-data.js';

export const SESSION_COOKIE = 'bank.sid';

/** Server-side sessions in PostgreSQL; the cookie only carries the signed id. */
export function sessionMiddleware(config: AppConfig, em: EntityManager) {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgSessionStore(em),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
  });
}

/** Throttle for writing `lastActivity`: a busy user does not cause a write per request. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

/**
 * What extends a session on the server: any state-changing request, and `GET /api/user`
 * (the specification's "extend" call, which the client also sends while the user is active).
 * Background polls (notifications, admin session list) do not keep an idle session alive.
 */
export function sessionActivity(req: Request, _res: Response, next: NextFunction) {
  const s = req.session;
  if (s?.userId) {
    const counts = req.method !== 'GET' && req.method !== 'HEAD' ? true : req.baseUrl + req.path === '/api/user';
    const now = Date.now();
    if (counts && now - (s.lastActivity ?? 0) >= ACTIVITY_WRITE_INTERVAL_MS) s.lastActivity = now;
  }
  next();
}
