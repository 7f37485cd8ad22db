import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

/** An HMAC-SHA256 in base64url is 43 characters. */
const FULL = 43;

/**
 * Signs what the server hands out and must recognise when it comes back (page cursors, upload URLs):
 * HMAC-SHA256 in base64url, with a key per purpose, HMAC-SHA256(session secret, purpose), so a
 * signature made for one purpose never passes for another. The purpose names and this derivation
 * are the signatures' format: changing either invalidates every cursor and URL already handed out.
 */
@Injectable()
export class SecretSigner {
  private readonly keys = new Map<string, Buffer>();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sessionSecret'>) {}

  /** `chars` shortens the signature to its first characters (a cursor keeps 22, 132 bits). */
  sign(purpose: string, text: string, chars = FULL): string {
    return createHmac('sha256', this.key(purpose)).update(text).digest('base64url').slice(0, chars);
  }

  /** In constant time; a signature of another length, or not ASCII, is simply wrong. */
  verify(purpose: string, text: string, signature: string, chars = FULL): boolean {
    const expected = Buffer.from(this.sign(purpose, text, chars));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private key(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.config.sessionSecret).update(purpose).digest();
      this.keys.set(purpose, key);
    }
    return key;
  }
}
