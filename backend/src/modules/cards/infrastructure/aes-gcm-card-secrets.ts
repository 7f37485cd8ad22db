import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
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
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  encryptCvv(cardId: string, cvv: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.config.cardEncryptionKey, iv);
    cipher.setAAD(Buffer.from(cardId));
    const ciphertext = Buffer.concat([cipher.update(cvv, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  decryptCvv(cardId: string, sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('unreadable card secret');
    const decipher = createDecipheriv('aes-256-gcm', this.config.cardEncryptionKey, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(cardId));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }

  randomDigits(n: number): string {
    let digits = '';
    for (let i = 0; i < n; i++) digits += String(randomInt(10));
    return digits;
  }
}
