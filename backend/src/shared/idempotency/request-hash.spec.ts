import { canonicalJson, hashRequest } from './request-hash.js';

describe('the canonical form idempotency hashes', () => {
  it('sorts keys at every depth, so key order does not change the hash', () => {
    const a = { fromAccountId: 'a', amount: '7.00', nested: { y: 1, x: [{ b: 2, a: 1 }] } };
    const b = { nested: { x: [{ a: 1, b: 2 }], y: 1 }, amount: '7.00', fromAccountId: 'a' };
    expect(canonicalJson(a)).toBe('{"amount":"7.00","fromAccountId":"a","nested":{"x":[{"a":1,"b":2}],"y":1}}');
    expect(hashRequest(b)).toBe(hashRequest(a));
  });

  it('tells apart what differs: a value, array order, a key', () => {
    const base = hashRequest({ amount: '7.00', list: [1, 2] });
    expect(hashRequest({ amount: '8.00', list: [1, 2] })).not.toBe(base);
    expect(hashRequest({ amount: '7.00', list: [2, 1] })).not.toBe(base);
    expect(hashRequest({ amount: '7.00', list: [1, 2], description: '' })).not.toBe(base);
  });

  it('leaves out undefined values as JSON does, and writes a date as JSON does', () => {
    expect(canonicalJson({ b: undefined, a: 1 })).toBe('{"a":1}');
    expect(canonicalJson({ at: new Date('2026-11-27T00:00:00Z') })).toBe('{"at":"2026-11-27T00:00:00.000Z"}');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
  });
});
