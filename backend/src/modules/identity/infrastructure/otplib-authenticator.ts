import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import type { Authenticator } from '../application/ports/authenticator.js';
import { TOTP_PERIOD_SECONDS } from '../domain/sign-in-verification.js';

const ISSUER = 'Online Bank';

/**
 * otplib with the authenticator apps' defaults; secrets sealed with AES-256-GCM under a key derived
 * (HKDF) from the bank's data key, CARD_ENCRYPTION_KEY, so a database copy alone reveals no secret.
 */
@Injectable()
export class OtplibAuthenticator implements Authenticator {
  /** The current key first; after a rotation, the previous one still opens until `reseal-sign-in-secrets` ran. */
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const derive = (dataKey: Buffer) => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'identity.totp-secrets', 32));
    this.keys = [config.cardEncryptionKey, config.cardEncryptionKeyPrevious].filter((k): k is Buffer => k !== undefined).map(derive);
  }

  newSecret(): string {
    return generateSecret();
  }

  uri(accountName: string, secret: string): string {
    return generateURI({ issuer: ISSUER, label: accountName, secret });
  }

  matchingStep(secret: string, code: string, now: Date): number | null {
    // otplib throws on a token that is not six digits: such a code matches nothing.
    if (!/^[0-9]{6}$/.test(code.trim())) return null;
    const epoch = Math.floor(now.getTime() / 1000);
    const result = verifySync({ secret, token: code.trim(), epoch, epochTolerance: TOTP_PERIOD_SECONDS });
    // The matched step (RFC 6238's T): this one, or one either side (delta) for a clock that drifts.
    return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const [, iv, tag, body] = sealed.split(':');
    for (const [i, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      } catch (error) {
        if (i === this.keys.length - 1) throw error;
      }
    }
    throw new Error('unreadable sign-in secret');
  }
}
