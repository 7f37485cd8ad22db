import { isUtf8 } from 'node:buffer';
import { MIMEType } from 'node:util';
import type { NextFunction, Request, Response } from 'express';
import { PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../errors/domain-error.js';
import { dropRestOfBody } from './refused-body.js';

export const JSON_BODY_LIMIT_BYTES = 512 * 1024;
/** Deeper than any body of this API (the step-up payload is the deepest, at 2). */
export const JSON_MAX_DEPTH = 32;

/**
 * The API's JSON body parser, used instead of express.json (docs/decisions/hostile-input.md):
 * - UTF-8 only: another charset or a compressed body is a 415, bytes that are not UTF-8 a 400;
 * - the nesting depth is counted on the raw text before parsing, so a body thousands of levels
 *   deep is a 400 and never reaches code that recurses through it;
 * - a JSON number that a double cannot hold exactly (`1.0000000000000000000001`) is kept as its
 *   source text, so Money judges the amount as written, exactly as it judges the same string.
 * Bodies of other content types are left unread (req.body stays undefined), as express.json does.
 * A refused body is still read to its end (and dropped) before the answer goes out, as
 * body-parser does: a client still sending when the answer comes gets EPIPE instead of it.
 */
export function jsonBody({ limitBytes = JSON_BODY_LIMIT_BYTES, maxDepth = JSON_MAX_DEPTH } = {}) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!hasBody(req)) return next();
    const mime = mimeType(req.headers['content-type']);
    if (!isJson(mime)) return next();
    const refusal = unacceptableEncoding(req, mime);
    if (refusal) return refuseAfterReading(req, next, refusal);
    const declared = Number(req.headers['content-length']);
    if (declared > limitBytes) return refuseAfterReading(req, next, new PayloadTooLarge());

    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) chunks.push(chunk);
      else chunks.length = 0; // over the limit: read on to the end, keep nothing
    });
    req.on('error', next);
    req.on('end', () => {
      if (received > limitBytes) return next(new PayloadTooLarge());
      try {
        req.body = parseJson(Buffer.concat(chunks), maxDepth);
        next();
      } catch (error) {
        next(error);
      }
    });
  };
}

/** Reads the body to its end into nothing, then passes the refusal on. */
function refuseAfterReading(req: Request, next: NextFunction, refusal: Error): void {
  dropRestOfBody(req).then(() => next(refusal), next);
}

/** The body's bytes as a value: UTF-8, depth-checked, numbers exact. Empty is `{}`, as express.json has it. */
export function parseJson(bytes: Uint8Array, maxDepth = JSON_MAX_DEPTH): unknown {
  if (!isUtf8(bytes)) throw new ValidationFailed('The request body is not valid UTF-8');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return {};
  if (nestingDepth(text) > maxDepth) throw new ValidationFailed(`The request body is nested too deeply (at most ${maxDepth} levels)`);
  try {
    return MAYBE_INEXACT_NUMBER.test(text) ? JSON.parse(text, exactNumbers) : JSON.parse(text);
  } catch {
    throw new ValidationFailed('The request body is not valid JSON');
  }
}

/** The deepest nesting of objects and arrays, read from the text (brackets inside strings do not count). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * A decimal of at most 15 significant digits reads back exactly from a double (DBL_DIG), so only
 * text with a run of 16 digits or points, or a number with an exponent, can hold an inexact number. The reviver,
 * several times slower than a plain parse, runs only then.
 */
const MAYBE_INEXACT_NUMBER = /[\d.]{16}|(?:^|[:[,])\s*-?\d+(?:\.\d+)?[eE]/;

/** JSON.parse reviver: a number whose value is not exactly its source text becomes that text. */
function exactNumbers(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  return Number.isFinite(value) && sameDecimal(context.source, String(value)) ? value : context.source;
}

const JSON_NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Whether two decimal texts (JSON number grammar) name the same number: `1.50` and `1.5e0` do. */
function sameDecimal(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

/** Sign, significant digits and the decimal point's place: `-0.0120` → `-12e-1`. */
function canonical(text: string): string {
  const match = JSON_NUMBER.exec(text);
  if (!match) return text;
  const [, sign, integer, fraction = '', exponent = '0'] = match;
  const digits = integer + fraction;
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length;
  const significant = digits.slice(leadingZeros).replace(/0+$/, '');
  if (!significant) return '0';
  return `${sign}${significant}e${Number(exponent) + integer.length - leadingZeros}`;
}

/** As body-parser has it: a declared length (even 0) or a chunked body. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

function isJson(mime: MIMEType | null): mime is MIMEType {
  return mime !== null && (mime.essence === 'application/json' || mime.subtype.endsWith('+json'));
}

function unacceptableEncoding(req: Request, mime: MIMEType): UnsupportedMediaType | null {
  const charset = mime.params.get('charset')?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return new UnsupportedMediaType('The request body must be JSON in UTF-8');
  const encoding = req.headers['content-encoding']?.toLowerCase();
  if (encoding !== undefined && encoding !== 'identity') return new UnsupportedMediaType('Compressed request bodies are not accepted');
  return null;
}

function mimeType(header: string | undefined): MIMEType | null {
  if (!header) return null;
  try {
    return new MIMEType(header);
  } catch {
    return null;
  }
}
