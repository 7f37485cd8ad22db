import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config/config.js';

/**
 * The application draft: a random token in an httpOnly cookie that binds a browser's uploads to
 * the application it then submits (docs/decisions/account-opening.md). Only its hash is stored.
 */
export const DRAFT_COOKIE = 'account_opening_draft';
const TOKEN = /^[\w-]{43}$/;
const DAY_MS = 24 * 3_600_000;

export function readDraftToken(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DRAFT_COOKIE) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : null;
    }
  }
  return null;
}

/** The browser's draft token, made and set now when it has none. */
export function draftToken(req: Request, res: Response, config: AppConfig): string {
  const existing = readDraftToken(req);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  res.cookie(DRAFT_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/api', maxAge: DAY_MS });
  return token;
}

export function clearDraft(res: Response, config: AppConfig): void {
  res.clearCookie(DRAFT_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/api' });
}
