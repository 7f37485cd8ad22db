// What every benchmark script needs: a free port, waiting for a server, and percentiles; and the
// production proxy in front of an app (bench:lighthouse, smoke:production).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// A port nothing listens on now (outside the ephemeral range), so a benchmark never meets a developer's running app.
import { freePort } from '../backend/test/support/free-port.js';

export { freePort };

const root = fileURLToPath(new URL('..', import.meta.url));

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

/**
 * How to run Caddy with the production proxy's own file (docker/Caddyfile) on free 127.0.0.1
 * ports in front of `upstreams` (space-separated host:port), its data in `dataDir` (emptied):
 * the command's arguments and environment, the origin it serves, its plain-HTTP port, and the
 * root of the local authority that signs its certificate (there once it has started).
 */
export async function caddyInFrontOf(upstreams, dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  const [httpsPort, httpPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `https://localhost:${httpsPort}`;
  return {
    origin, httpsPort, httpPort, caFile: join(dataDir, 'caddy/pki/authorities/local/root.crt'),
    args: ['run', '--config', join(root, 'docker/Caddyfile'), '--adapter', 'caddyfile'],
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, XDG_DATA_HOME: dataDir, XDG_CONFIG_HOME: dataDir, BANK_SITE: origin, APP_UPSTREAMS: upstreams,
      HTTP_PORT: String(httpPort), HTTPS_PORT: String(httpsPort), CADDY_ADMIN: `127.0.0.1:${adminPort}`, CADDY_BIND: '127.0.0.1',
    },
  };
}
