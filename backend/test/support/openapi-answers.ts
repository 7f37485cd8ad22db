// Every JSON answer a contract suite receives is checked against the OpenAPI document built from
// the code (global-setup.js writes it; BANK_OPENAPI_DOCUMENT names the file): the operation the
// request reached, the schema of the status it got (or `default`). A disagreement fails the
// request that received it, as a failed `.expect` would (docs/decisions/openapi-document.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import request from 'supertest';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: unknown };

/** Checks answers against one document: `mismatch` says how an answer disagrees, or undefined. */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addSchema(document as object, 'openapi');
  // A literal path before a template (Nest matches `/international-transfers/user` before `/{id}`).
  const routes = Object.keys(document.paths)
    .map((path) => ({ path, params: (path.match(/\{/g) ?? []).length, pattern: new RegExp(`^${path.replace(/\{[^/]+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  return function mismatch(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string | undefined {
    const path = new URL(url, 'http://x').pathname;
    // The document itself (/api/docs) is not one of its operations.
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || !contentType?.startsWith('application/json')) return undefined;
    const verb = method.toLowerCase();
    const route = routes.find((r) => r.pattern.test(path) && document.paths[r.path][verb]);
    if (!route) {
      // Nest's 404 for a path or method it does not serve is not an operation's answer.
      return status === 404 ? undefined : `${method} ${path} answered ${status}, but the OpenAPI document has no such operation`;
    }
    const responses = document.paths[route.path][verb].responses ?? {};
    const key = responses[status] ? String(status) : 'default';
    if (!responses[key]?.content?.['application/json']) return `${method} ${route.path} answered ${status} with JSON, which the document does not describe`;
    const ref = `openapi#/${pointer('paths', route.path, verb, 'responses', key, 'content', 'application/json', 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, validate = ajv.compile({ $ref: ref }));
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${e.params.additionalProperty}` : ''}`);
    return `${method} ${path} answered ${status} unlike the OpenAPI document (${route.path}, ${key}): ${errors.join('; ')}\n${JSON.stringify(body).slice(0, 300)}`;
  };
}

/** Installs the check in supertest: every request of the suite, on whichever agent. */
function install(): void {
  const file = process.env.BANK_OPENAPI_DOCUMENT;
  if (!file) return;
  const mismatch = answerChecker(JSON.parse(readFileSync(file, 'utf8')));
  // supertest's Test: `assert` runs the `.expect`s, then calls back with the first error.
  const Test = (request as unknown as { Test: { prototype: Record<string, unknown> } }).Test
    ?? createRequire(import.meta.url)('supertest').Test;
  const assert = Test.prototype.assert as (this: { method: string; url: string }, error: unknown, res: unknown, fn?: (e: unknown, r: unknown) => void) => void;
  Test.prototype.assert = function (this: { method: string; url: string }, resError: unknown, res: unknown, fn?: (e: unknown, r: unknown) => void) {
    assert.call(this, resError, res, (error: unknown, response: unknown) => {
      const r = response as { status: number; headers: Record<string, string>; body: unknown } | undefined;
      const disagreement = !error && r ? mismatch(this.method, this.url, r.status, r.headers['content-type'], r.body) : undefined;
      fn?.call(this, error ?? (disagreement ? new Error(disagreement) : null), response);
    });
  };
}

install();
