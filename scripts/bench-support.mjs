// What every benchmark script needs: a free port, waiting for a server, and percentiles.
import net from 'node:net';

/** p50 and p95 of a list of latencies (nearest rank). */
export function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/** Resolves once the URL answers 2xx; the server under test is still starting before that. */
export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Every cookie a sign-in sets (the session's and the known-device one), as a browser sends them back. */
export function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A port nothing listens on now, so a benchmark never meets a developer's running app. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
  });
}
