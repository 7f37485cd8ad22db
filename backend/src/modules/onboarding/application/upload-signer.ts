import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';

/** Signs upload URLs (HMAC-SHA256 of the upload id and expiry, key derived from the session secret). */
@Injectable()
export class UploadSigner {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('document-upload-url').digest();
  }

  sign(uploadId: string, expiresEpoch: number): string {
    return createHmac('sha256', this.key).update(`${uploadId}.${expiresEpoch}`).digest('base64url');
  }

  verify(uploadId: string, expiresEpoch: string, signature: string): boolean {
    if (!/^\d{1,12}$/.test(expiresEpoch) || !/^[\w-]{43}$/.test(signature)) return false;
    const expected = Buffer.from(this.sign(uploadId, Number(expiresEpoch)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** Draft tokens are kept only as their SHA-256. */
export const hashDraftToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The object path the PUT answers and an application names under `documents`. */
export const objectPath = (uploadId: string) => `/objects/uploads/${uploadId}`;

const UPLOAD_ID = /\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#]|$)/;

/** The upload id an application's document reference names (the objectPath, or the uploadURL itself), or null. */
export function uploadIdOf(reference: string): string | null {
  return UPLOAD_ID.exec(reference.trim())?.[1] ?? null;
}
