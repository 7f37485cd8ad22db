import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import type { CardSecrets } from '../application/ports/card-secrets.js';

const VERSION = 'v1';

/**
 * AES-256-GCM with CARD_ENCRYPTION_KEY, a fresh 12-byte IV per value and the card id as
 * additional data, so a CVV copied onto another card's row does not decrypt. Stored as
 * `v1:<iv>:<tag>:<ciphertext>` in base64.
 */
@Injectable()
export class AesGcmCardSecrets implements CardSecrets {
  /** The number's lookup key, derived from CARD_ENCRYPTION_KEY (HKDF) so one secret serves both uses apart. */
  private readonly hashKey: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.hashKey = Buffer.from(hkdfSync('sha256', config.cardEncryptionKey, Buffer.alloc(0), 'cards.number-hash', 32));
  }

  encryptCvv(cardId: string, cvv: string): string {
    return this.seal(cardId, cvv);
  }

  decryptCvv(cardId: string, sealed: string): string {
    return this.open(cardId, sealed);
  }

  /** The number is bound to its card (and told apart from the CVV) by the additional data. */
  sealNumber(cardId: string, cardNumber: string): string {
    return this.seal(`${cardId}:number`, cardNumber);
  }

  openNumber(cardId: string, sealed: string): string {
    return this.open(`${cardId}:number`, sealed);
  }

  numberHash(cardNumber: string): string {
    return createHmac('sha256', this.hashKey).update(cardNumber).digest('hex');
  }

  private seal(aad: string, value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.config.cardEncryptionKey, iv);
    cipher.setAAD(Buffer.from(aad));
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  /** Opens with the current key, or (after a rotation, until everything is sealed again) the previous one. */
  private open(aad: string, sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('unreadable card secret');
    const keys = [this.config.cardEncryptionKey, this.config.cardEncryptionKeyPrevious].filter((k): k is Buffer => k !== undefined);
    for (const [i, key] of keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(Buffer.from(aad));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      } catch (error) {
        if (i === keys.length - 1) throw error;
      }
    }
    throw new Error('unreadable card secret');
  }

  randomDigits(n: number): string {
    let digits = '';
    for (let i = 0; i < n; i++) digits += String(randomInt(10));
    return digits;
  }
}
