import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { APP_CONFIG } from '../../../config/config.module.js';
import { dataKeys, type AppConfig } from '../../../config/config.js';
import { SealedBox } from '../../../shared/security/sealed-box.js';
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
  private readonly box: SealedBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const derive = (dataKey: Buffer) => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'identity.totp-secrets', 32));
    this.box = new SealedBox(dataKeys(config).map(derive), 'sign-in secret');
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
    return this.box.seal(secret);
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}
