import type { Request } from 'express';
import { AccountOpeningMessages as M, UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { UploadRejected } from '../domain/onboarding.errors.js';

/** The raw request body, refused (400) as soon as it passes 10 MB, without reading the rest into memory. */
export function readUploadBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Buffer.isBuffer(req.body)) return resolve(req.body);
    if (req.body !== undefined || req.readableEnded) return reject(new UploadRejected(M.UPLOAD_TYPE));
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > UPLOAD_LIMITS.MAX_BYTES) {
        done = true;
        req.unpipe();
        req.resume();
        reject(new UploadRejected(M.UPLOAD_TOO_LARGE));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => { if (!done) { done = true; reject(error); } });
    req.on('end', () => { if (!done) { done = true; resolve(Buffer.concat(chunks)); } });
  });
}

/**
 * How much of a body refused before it was read (a wrong, expired or spent URL, a wrong type, a
 * declared length over 10 MB) is read into nothing before the refusal goes out (dropRestOfBody).
 */
export const REFUSED_BODY_READ_LIMIT = 2 * UPLOAD_LIMITS.MAX_BYTES;
