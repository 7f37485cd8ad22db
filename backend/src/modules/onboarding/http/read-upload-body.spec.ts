import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { dropRestOfBody } from '../../../shared/http/refused-body.js';
import { readUploadBody, REFUSED_BODY_READ_LIMIT } from './read-upload-body.js';

/**
 * PUTs `size` bytes in 64 KB pieces (chunked, no length declared) to a route that handles the
 * body with `handle`; answers the status the client heard, or the error it got instead of one.
 */
async function upload(size: number, handle: (req: Request, res: Response) => Promise<void>): Promise<{ status?: number; error?: string; complete?: boolean }> {
  const app = express();
  app.put('/upload', (req, res) => { void handle(req, res); });
  const server = app.listen(0);
  try {
    return await new Promise((resolve) => {
      const req = request({ port: (server.address() as AddressInfo).port, method: 'PUT', path: '/upload', headers: { 'Content-Type': 'application/pdf' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        res.on('end', () => resolve({ status: res.statusCode, complete: (JSON.parse(text) as { complete: boolean }).complete }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
      const piece = Buffer.alloc(64 * 1024, 0x25);
      let sent = 0;
      const write = () => {
        while (sent < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
  } finally {
    server.close();
  }
}

const answer = (res: Response, req: Request, status: number) => res.status(status).json({ complete: req.complete });

describe('reading an upload', () => {
  it('takes a body of exactly 10 MB', async () => {
    let length = 0;
    const heard = await upload(UPLOAD_LIMITS.MAX_BYTES, async (req, res) => { length = (await readUploadBody(req)).length; answer(res, req, 200); });
    expect(heard).toEqual({ status: 200, complete: true });
    expect(length).toBe(UPLOAD_LIMITS.MAX_BYTES);
  });

  it('reads a body refused before it was read (a wrong or spent URL) to its end before the refusal', async () => {
    const heard = await upload(3 * 1024 * 1024, async (req, res) => { await dropRestOfBody(req, REFUSED_BODY_READ_LIMIT); answer(res, req, 403); });
    expect(heard).toEqual({ status: 403, complete: true });
  });

  it('cuts off a client that keeps sending past twice the limit', async () => {
    const heard = await upload(REFUSED_BODY_READ_LIMIT + 4 * 1024 * 1024, async (req, res) => { await dropRestOfBody(req, REFUSED_BODY_READ_LIMIT); answer(res, req, 403); });
    expect(heard.complete).not.toBe(true);
  });
});
