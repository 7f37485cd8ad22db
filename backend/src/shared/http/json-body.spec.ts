import { nestingDepth, parseJson } from './json-body.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJson', () => {
  it('keeps a number a double cannot hold as its source text, and the others as numbers', () => {
    expect(parseJson(bytes('{"amount":1.0000000000000000000001}'))).toEqual({ amount: '1.0000000000000000000001' });
    expect(parseJson(bytes('{"a":12345678901234567890,"b":1e400}'))).toEqual({ a: '12345678901234567890', b: '1e400' });
    expect(parseJson(bytes('{"a":15.0,"b":1.5e1,"c":0.1,"d":-0,"e":1e18,"f":[100.10]}'))).toEqual({ a: 15, b: 15, c: 0.1, d: -0, e: 1e18, f: [100.1] });
  });

  it('counts nesting on the text, not inside strings', () => {
    expect(nestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(nestingDepth('"\\"[["')).toBe(0);
    expect(() => parseJson(bytes('['.repeat(33) + ']'.repeat(33)))).toThrow('The request body is nested too deeply (at most 32 levels)');
    expect(parseJson(bytes('['.repeat(32) + ']'.repeat(32)))).toBeInstanceOf(Array);
  });

  it('refuses bytes that are not UTF-8 and text that is not JSON; an empty body is {}', () => {
    expect(() => parseJson(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow('The request body is not valid UTF-8');
    expect(() => parseJson(bytes('{"a":'))).toThrow('The request body is not valid JSON');
    expect(parseJson(bytes('  '))).toEqual({});
  });
});
