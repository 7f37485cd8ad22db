import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import express from 'express';
import { JsonLogger, requestLogging } from './json-logger.js';

/** Serves one GET through requestLogging at this level; answers its X-Request-Id, the lines written to stdout and the lines built. */
async function oneRequest(level: 'info' | 'warn', path: string, requestId?: string): Promise<{ requestId: string | null; lines: Record<string, unknown>[]; built: number }> {
  const written: string[] = [];
  const log = jest.spyOn(JsonLogger.prototype, 'log');
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const app = express();
  app.use(requestLogging(new JsonLogger(level)));
  app.get(path, (_req, res) => { res.json({ ok: true }); });
  const server = app.listen(0);
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: requestId ? { 'x-request-id': requestId } : {} });
    await res.text();
    await new Promise((resolve) => setImmediate(resolve)); // 'finish' has run once the answer is read
    return { requestId: res.headers.get('x-request-id'), lines: written.map((line) => JSON.parse(line) as Record<string, unknown>), built: log.mock.calls.length };
  } finally {
    write.mockRestore();
    log.mockRestore();
    server.close();
  }
}

describe('requestLogging', () => {
  it('writes one line per API request at LOG_LEVEL=info, tagged with the request id it answers', async () => {
    const { requestId, lines } = await oneRequest('info', '/api/ping', 'abcdef12-trace');
    expect(requestId).toBe('abcdef12-trace');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', path: '/api/ping', status: 200, requestId: 'abcdef12-trace' })]);
  });

  it('logs no request line for files outside the API', async () => {
    expect((await oneRequest('info', '/index.html')).lines).toEqual([]);
  });

  it('still answers a request id above LOG_LEVEL=info, and neither builds nor writes a line', async () => {
    const { requestId, lines, built } = await oneRequest('warn', '/api/ping');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
    expect(built).toBe(0);
  });
});

describe('JsonLogger.writes', () => {
  it('is true from the configured level up', () => {
    const logger = new JsonLogger('warn');
    expect([logger.writes('debug'), logger.writes('info'), logger.writes('warn'), logger.writes('error')]).toEqual([false, false, true, true]);
  });
});
