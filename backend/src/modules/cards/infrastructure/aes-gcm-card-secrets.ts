import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import { dataKeys, type AppConfig } from '../../../config/config.js';
import { SealedBox } from '../../../shared/security/sealed-box.js';
import type { CardSecrets } from '../application/ports/card-secrets.js';

/**
 * AES-256-GCM (`SealedBox`) with CARD_ENCRYPTION_KEY (and, after a rotation, the previous key) and
 * the card id as additional data, so a CVV copied onto another card's row does not decrypt.
 */
@Injectable()
export class AesGcmCardSecrets implements CardSecrets {
  /** The number's lookup key, derived from CARD_ENCRYPTION_KEY (HKDF) so one secret serves both uses apart. */
  private readonly hashKey: Buffer;
  private readonly box: SealedBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SealedBox(dataKeys(config), 'card secret');
    this.hashKey = Buffer.from(hkdfSync('sha256', config.cardEncryptionKey, Buffer.alloc(0), 'cards.number-hash', 32));
  }

  encryptCvv(cardId: string, cvv: string): string {
    return this.box.seal(cvv, cardId);
  }

  decryptCvv(cardId: string, sealed: string): string {
    return this.box.open(sealed, cardId);
  }

  /** The number is bound to its card (and told apart from the CVV) by the additional data. */
  sealNumber(cardId: string, cardNumber: string): string {
    return this.box.seal(cardNumber, `${cardId}:number`);
  }

  openNumber(cardId: string, sealed: string): string {
    return this.box.open(sealed, `${cardId}:number`);
  }

  numberHash(cardNumber: string): string {
    return createHmac('sha256', this.hashKey).update(cardNumber).digest('hex');
  }

  randomDigits(n: number): string {
    let digits = '';
    for (let i = 0; i < n; i++) digits += String(randomInt(10));
    return digits;
  }
}
