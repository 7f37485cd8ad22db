import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets at rest: a fresh 12-byte IV per value, stored as
 * `v1:<iv>:<tag>:<ciphertext>` in base64. `aad` (additional data) binds a value to its row, so a
 * value copied onto another row does not open. Keys: the current one first; after a rotation the
 * previous one still opens, until the owner's reseal job has sealed everything again.
 */
export class SealedBox {
  constructor(private readonly keys: readonly Buffer[], private readonly what: string) {
    if (keys.length === 0) throw new Error(`no key for ${what}`);
  }

  seal(value: string, aad?: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv);
    if (aad !== undefined) cipher.setAAD(Buffer.from(aad));
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  open(sealed: string, aad?: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error(`unreadable ${this.what}`);
    for (const [i, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        if (aad !== undefined) decipher.setAAD(Buffer.from(aad));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      } catch (error) {
        if (i === this.keys.length - 1) throw error;
      }
    }
    throw new Error(`unreadable ${this.what}`);
  }
}
