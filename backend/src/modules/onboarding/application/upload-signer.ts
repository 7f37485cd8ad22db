import { Injectable } from '@nestjs/common';
import { SecretSigner } from '../../../shared/security/secret-signer.js';

/** The signing purpose of upload URLs; part of their signatures' format (see SecretSigner). */
const UPLOAD_URL = 'document-upload-url';

/** Signs upload URLs: the upload id and expiry. */
@Injectable()
export class UploadSigner {
  constructor(private readonly signer: SecretSigner) {}

  sign(uploadId: string, expiresEpoch: number): string {
    return this.signer.sign(UPLOAD_URL, `${uploadId}.${expiresEpoch}`);
  }

  verify(uploadId: string, expiresEpoch: string, signature: string): boolean {
    return /^\d{1,12}$/.test(expiresEpoch) && this.signer.verify(UPLOAD_URL, `${uploadId}.${Number(expiresEpoch)}`, signature);
  }
}

export { hashToken } from '../../../shared/security/link-token.js';

/** The object path the PUT answers and an application names under `documents`. */
export const objectPath = (uploadId: string) => `/objects/uploads/${uploadId}`;

const UPLOAD_ID = /\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#]|$)/;

/** The upload id an application's document reference names (the objectPath, or the uploadURL itself), or null. */
export function uploadIdOf(reference: string): string | null {
  return UPLOAD_ID.exec(reference.trim())?.[1] ?? null;
}
