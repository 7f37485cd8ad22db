import { createHash } from 'node:crypto';

/**
 * A request body as idempotency compares it: JSON with the keys of every object sorted, at any
 * depth, so a client that sends the same request with its keys in another order is answered
 * from the stored response instead of 409. Array order still counts; keys whose value is
 * undefined are left out, as JSON leaves them out.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

/** The hash stored with an Idempotency-Key: the same for the same request, whatever its key order. */
export function hashRequest(body: object): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return sortedKeys(json.call(value));
  if (Array.isArray(value)) return value.map(sortedKeys);
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
}
