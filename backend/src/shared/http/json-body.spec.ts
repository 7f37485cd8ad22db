import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { jsonBody, nestingDepth, parseJson } from './json-body.js';

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

describe('jsonBody', () => {
  /** Sends the body (chunked when no length is declared); answers the status and whether the server had read it all. */
  async function refusalOf(body: Buffer, headers: Record<string, string | number>) {
    const app = express();
    app.use(jsonBody({ limitBytes: 1024 }));
    app.use((error: Error & { code?: string }, req: Request, res: Response, _next: NextFunction) => {
      res.status(error.code === 'PAYLOAD_TOO_LARGE' ? 413 : 415).json({ complete: req.complete });
    });
    const server = app.listen(0);
    try {
      return await new Promise<{ status: number; complete: boolean }>((resolve, reject) => {
        const req = request({ port: (server.address() as AddressInfo).port, method: 'POST', headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
          res.on('end', () => resolve({ status: res.statusCode!, complete: (JSON.parse(text) as { complete: boolean }).complete }));
        });
        req.on('error', reject);
        // Written in pieces, so the server would answer before the last one if it did not read on.
        for (let i = 0; i < body.length; i += 4096) req.write(body.subarray(i, i + 4096));
        req.end();
      });
    } finally {
      server.close();
    }
  }
  const big = Buffer.from(JSON.stringify({ a: 'z'.repeat(64 * 1024) }));

  it('reads a refused body to its end before answering, so the client is never cut off mid-send', async () => {
    expect(await refusalOf(big, { 'Content-Type': 'application/json', 'Content-Length': big.length })).toEqual({ status: 413, complete: true });
    expect(await refusalOf(big, { 'Content-Type': 'application/json' })).toEqual({ status: 413, complete: true });
    expect(await refusalOf(big, { 'Content-Type': 'application/json; charset=iso-8859-1', 'Content-Length': big.length })).toEqual({ status: 415, complete: true });
  });
});
