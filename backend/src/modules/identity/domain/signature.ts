import { ValidationFailed } from '../../../shared/errors/domain-error.js';
import { SECURITY_MESSAGES } from './security.errors.js';

const MAX_BYTES = 200 * 1024;
/** The first bytes every file of the type starts with, so the declared type is the real one. */
const MAGIC = new Map<string, number[]>([
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
]);
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A drawn signature as the signature pad exports it: `data:image/png;base64,…` (or JPEG), valid
 * base64 of an image of that type, at most 200 KB decoded. Returns it in canonical form.
 */
export function checkSignatureData(value: unknown, field = 'signatureData'): string {
  const fail: (message: string) => never = (message) => { throw new ValidationFailed(message, [{ field, message }]); };
  if (typeof value !== 'string' || value.trim() === '') return fail(SECURITY_MESSAGES.SIGNATURE_REQUIRED);
  const text = value.trim();
  const header = DATA_URL.exec(text);
  const magic = MAGIC.get(header?.[1].toLowerCase() ?? '');
  if (!header || !magic) return fail(SECURITY_MESSAGES.SIGNATURE_NOT_IMAGE);
  if (!header[2].toLowerCase().split(';').includes('base64')) return fail(SECURITY_MESSAGES.SIGNATURE_UNREADABLE);
  const base64 = text.slice(header[0].length);
  // Measured before decoding, so an oversized body costs nothing more.
  const size = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
  if (size > MAX_BYTES) return fail(SECURITY_MESSAGES.SIGNATURE_TOO_LARGE);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return fail(SECURITY_MESSAGES.SIGNATURE_UNREADABLE);
  const bytes = Buffer.from(base64, 'base64');
  if (!magic.every((byte, i) => bytes[i] === byte)) return fail(SECURITY_MESSAGES.SIGNATURE_UNREADABLE);
  return `data:${header[1].toLowerCase()};base64,${base64}`;
}

/** The customer's drawn signature, registered once and replaced when drawn again. */
export class Signature {
  id!: string;
  userId!: string;
  signatureData!: string;
  createdAt!: Date;
  updatedAt!: Date;

  static create(props: { id: string; userId: string; signatureData: string }, now: Date): Signature {
    return Object.assign(new Signature(), { ...props, createdAt: now, updatedAt: now });
  }
}
