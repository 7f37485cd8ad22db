import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from './session.js';

/** Encodings the client build writes beside each file (frontend/scripts/compress.mjs), best first. */
const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }] as const;
const HASHED_ASSET = /^\/assets\//;

/**
 * The built client: each file as the browser accepts it (the brotli or gzip copy made at build,
 * `Vary: Accept-Encoding`), hashed assets cached for a year as immutable, pages revalidated on
 * every visit so a release shows at once; "/" answered with the pre-rendered landing page and
 * every other non-API GET with index.html for client-side routing. Only files found in the
 * build at start are served.
 */
export function clientFiles(dir: string) {
  const files = listFiles(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    if (!files.has(req.path) && HASHED_ASSET.test(req.path)) {
      // A chunk of an older release: a plain 404, not index.html under a script's name.
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const path = files.has(req.path) ? req.path : pageFor(req, files);
    // Where a skeleton exists, the answer depends on the session cookie.
    if (files.has(openingPageOf(req.path))) res.vary('Cookie');
    const encoding = ENCODINGS.find(({ name, suffix }) => files.has(path + suffix) && req.acceptsEncodings(name) === name);
    res.vary('Accept-Encoding');
    res.type(extname(path));
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    // Relative to `root`: an absolute path would be refused anywhere under a dot folder (.build/).
    res.sendFile(path.slice(1) + (encoding?.suffix ?? ''), {
      root: dir,
      // Byte ranges of a compressed copy would not be ranges of the file the client asked for.
      acceptRanges: !encoding,
      headers: { 'Cache-Control': cachingOf(path) },
    }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}

const openingPageOf = (path: string) => `/opening${path}.html`;
const hasSessionCookie = (req: Request) => (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * "/" is the pre-rendered landing page (landing.html) where the build made one; a page with a
 * skeleton of its own (frontend/scripts/prerender.mjs) that page for a browser holding a session
 * cookie, which is very likely signed in (a signed-out visitor would see a skeleton of a page they
 * are about to be sent away from); every other route the app.
 */
function pageFor(req: Request, files: Set<string>): string {
  if (req.path === '/' && files.has('/landing.html')) return '/landing.html';
  const opening = openingPageOf(req.path);
  if (files.has(opening) && hasSessionCookie(req)) return opening;
  return '/index.html';
}

function cachingOf(path: string): string {
  if (HASHED_ASSET.test(path)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Every file under `dir` as its URL path (`/assets/index-abc.js`), leaving out dot folders (Vite's manifest). */
function listFiles(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).isFile()) found.add('/' + relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}
