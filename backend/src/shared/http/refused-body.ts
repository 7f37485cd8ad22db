import type { IncomingMessage } from 'node:http';

/**
 * Reads what is left of a refused request body into nothing, as body-parser does: answering while
 * the client still sends lets it hit a closed socket (`write EPIPE`, a browser's network error)
 * instead of reading the refusal. Resolves at the body's end, or once more than `limitBytes` have
 * come (the client is then cut off rather than read for ever); rejects with the request's error.
 */
export function dropRestOfBody(req: IncomingMessage, limitBytes = Infinity): Promise<void> {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) return resolve();
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) { req.pause(); resolve(); }
    });
    req.on('error', reject);
    req.on('end', () => resolve());
  });
}
