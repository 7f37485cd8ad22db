import type { NextFunction, Request, Response } from 'express';
import { ValidationFailed } from '../errors/domain-error.js';

/** Names that reach an object's prototype when code copies a key onto an object. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Control characters (Unicode Cc) except tab, line feed and carriage return, which free text may hold. */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate not paired with its other half: in a `u` regex a proper pair is one astral code point. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Query parameters and path segments are single-line: no control character at all. */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_URL = /[\u0000-\u001f\u007f-\u009f]/;

type Field = { field: string; message: string };

/**
 * Refuses, with a 400 that names the field, what the database or later code cannot take as
 * text: control characters (NUL above all), text that is not valid Unicode (a lone UTF-16
 * surrogate, or percent-escapes that are not UTF-8), and the keys `__proto__`, `constructor`
 * and `prototype`. It reads the path, the raw query string and the parsed JSON body, before any
 * guard, pipe or handler, so no route can store such a value (docs/decisions/hostile-input.md).
 */
export function inputGuard() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = urlProblem(req.originalUrl) ?? valueProblem(req.body, '');
    next(problem ? new ValidationFailed(problem.message, [problem]) : undefined);
  };
}

function urlProblem(url: string): Field | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const segment of path.split('/')) {
    const text = decodeUrlPart(segment, false);
    if (text === null) return { field: 'path', message: 'The address is not valid UTF-8' };
    if (CONTROL_IN_URL.test(text)) return { field: 'path', message: 'The address must not contain control characters' };
  }
  if (queryAt < 0) return null;
  for (const pair of url.slice(queryAt + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = decodeUrlPart(equals < 0 ? pair : pair.slice(0, equals), true);
    const value = decodeUrlPart(equals < 0 ? '' : pair.slice(equals + 1), true);
    const field = name ?? 'query';
    if (name === null || value === null) return { field, message: `${field} is not valid UTF-8` };
    const keyProblem = reservedKeyProblem(name.split(/[[\].]/), field);
    if (keyProblem) return keyProblem;
    if (CONTROL_IN_URL.test(name) || CONTROL_IN_URL.test(value)) return { field, message: `${field} must not contain control characters` };
  }
  return null;
}

/** Percent-decoded text, or null when the escapes are not UTF-8 (decodeURIComponent would throw). */
function decodeUrlPart(part: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? part.replace(/\+/g, ' ') : part);
  } catch {
    return null;
  }
}

function valueProblem(value: unknown, path: string): Field | null {
  const field = path || 'body';
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) return { field, message: `${field} is not valid Unicode text` };
    if (CONTROL_IN_TEXT.test(value)) return { field, message: `${field} must not contain control characters` };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = valueProblem(value[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      const keyProblem = reservedKeyProblem([key], name) ?? valueProblem(key, name);
      if (keyProblem) return keyProblem;
      const problem = valueProblem(child, name);
      if (problem) return problem;
    }
  }
  return null;
}

function reservedKeyProblem(keys: string[], field: string): Field | null {
  const reserved = keys.find((key) => RESERVED_KEYS.has(key));
  return reserved === undefined ? null : { field, message: `The field name ${reserved} is not allowed` };
}
