import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config/config.js';
import { DEVICE_MEMORY_DAYS } from '../domain/sign-in-device.js';

/**
 * The browser's device token: random, in an httpOnly cookie sent only to the sign-in route, kept
 * DEVICE_MEMORY_DAYS and renewed at each sign-in. The server keeps
 * its hash per customer (known_devices) to tell a sign-in from a new device.
 */
export const DEVICE_COOKIE = 'bank.device';
const TOKEN = /^[\w-]{43}$/;

function readDeviceToken(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : null;
    }
  }
  return null;
}

/** This browser's token, or a new one for a browser that has none (or a malformed one). */
export function deviceToken(req: Request): string {
  return readDeviceToken(req) ?? randomBytes(32).toString('base64url');
}

export function setDeviceCookie(res: Response, token: string, config: AppConfig): void {
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/api/login', maxAge: DEVICE_MEMORY_DAYS * 24 * 3_600_000,
  });
}
