import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ServerState } from '../../src/shared/http/health.controller.js';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/app.js';
import { describeWithDatabase, itLocally } from '../support/contract-target.js';
import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// supertest decodes brotli and gzip as a browser does: a body that arrives intact under a
// Content-Encoding header was really encoded that way.
/** The dashboard skeleton's first words (frontend/src/features/dashboard/components/welcome-card.tsx). */
const WELCOME_LINE = 'Your accounts, quick actions and latest activity at a glance.';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

/**
 * Locally, a client build of its own shaped like the real one: a hashed asset with its brotli and
 * gzip copies, index.html loading it, the pre-rendered landing page, the dashboard's skeleton, a
 * favicon.
 */
function clientBuild(): string {
  // Under a dot folder, as the production build's .build/ is.
  const parent = join(tmpdir(), '.bank-delivery');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Meridian</title><script type="module" src="/assets/app-3f9a1c.js"></script><div id="root"></div>');
  writeFileSync(join(dir, 'landing.html'), '<!doctype html><title>Meridian</title><script type="module" src="/assets/app-3f9a1c.js"></script><div id="root"><h1>Your wealth</h1></div>');
  mkdirSync(join(dir, 'opening'));
  writeFileSync(join(dir, 'opening/dashboard.html'), `<!doctype html><title>Meridian</title><script type="module" src="/assets/app-3f9a1c.js"></script><div id="root"><p>${WELCOME_LINE}</p></div>`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets/app-3f9a1c.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/app-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/app-3f9a1c.js.gz'), gzipSync(SCRIPT));
  return dir;
}

// Against a server, on its real client build (frontend/dist); locally, on clientBuild()'s. The asset is the one index.html loads.
describe('HTTP delivery: precompressed client files, compressed JSON, no-store', () => {
  let bank: DemoBank;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = clientBuild();
    bank = await connectToDemoBank({ clientDir });
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The hashed script the client's index.html loads (a client route answers with index.html). */
  async function theAppScript(): Promise<string> {
    const page = await bank.agent().get('/dashboard').expect(200);
    const src = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    if (!src) throw new Error('index.html loads no script from /assets/');
    return src;
  }

  it('serves a hashed asset as brotli or gzip as the browser accepts, cached for a year', async () => {
    const asset = await theAppScript();
    const plain = await bank.agent().get(asset).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    expect(plain.text.length).toBeGreaterThan(1024);

    const br = await bank.agent().get(asset).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe(plain.text);

    const gzip = await bank.agent().get(asset).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    // Locally the build is this suite's own, so the exact file is known.
    if (bank.local) expect(plain.text).toBe(SCRIPT);
  });

  it('answers "/" with the pre-rendered landing page, client routes with index.html, both revalidated; 404s a missing chunk', async () => {
    const landing = await bank.agent().get('/').expect(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.text).toMatch(/<h1[^>]*>Your wealth/);
    const page = await bank.agent().get('/dashboard').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // index.html: the app's root, without the landing page's pre-rendered content.
    expect(page.text).toContain('<div id="root">');
    expect(page.text).not.toContain('Your wealth');
    expect((await bank.agent().get('/favicon.svg').expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    await bank.agent().get('/assets/app-old.js').expect(404);
  });

  it('answers an opening page with its skeleton to a browser holding a session cookie, and with index.html to one without', async () => {
    const signedIn = await bank.agent().get('/dashboard').set('Cookie', 'theme=dark; bank.sid=s%3Aanything').expect(200);
    expect(signedIn.headers['content-type']).toMatch(/^text\/html/);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    expect(signedIn.text).toContain(WELCOME_LINE);
    expect(signedIn.text).toMatch(/<script[^>]* src="\/assets\/[^"]+\.js"/);

    for (const cookie of [undefined, 'xbank.sid=s%3Aanything']) {
      const request = bank.agent().get('/dashboard');
      const signedOut = await (cookie ? request.set('Cookie', cookie) : request).expect(200);
      expect(signedOut.headers.vary).toMatch(/Cookie/);
      expect(signedOut.text).toContain('<div id="root">');
      expect(signedOut.text).not.toContain(WELCOME_LINE);
    }
    // A page without a skeleton does not depend on the cookie.
    const statements = await bank.agent().get('/statements').set('Cookie', 'bank.sid=s%3Aanything').expect(200);
    expect(statements.headers.vary ?? '').not.toMatch(/Cookie/);
    expect(statements.text).not.toContain(WELCOME_LINE);
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const docs = await bank.agent().get('/api/docs/openapi.json').set('Accept-Encoding', 'br').expect(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.body.paths['/api/login']).toBeDefined();
    const health = await bank.agent().get('/api/health').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  itLocally('keeps an idle connection open longer than the proxy in front keeps its own (2 minutes)', 'Keep-Alive is a hop-by-hop header: a proxy in front of a server answers with its own', async () => {
    const health = await bank.agent().get('/api/health').set('Connection', 'keep-alive').expect(200);
    expect(health.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(120_000);
  });

  it('marks every API answer no-store, errors and personal data alike, with no ETag to revalidate', async () => {
    const { agent } = await bank.newCustomer('NOSTORE');
    const user = await agent.get('/api/user').expect(200);
    expect(user.headers['cache-control']).toBe('no-store');
    expect(user.headers.etag).toBeUndefined();
    expect((await agent.get('/api/accounts').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await bank.agent().get('/api/user').expect(401)).headers['cache-control']).toBe('no-store');
  });
});

describeWithDatabase('HTTP delivery: readiness', 'stops the app and deletes a migration row in SQL', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('tells the load balancer it is ready, and not ready once stopping', async () => {
    expect((await t.agent().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready' });
    const state = t.app.get(ServerState);
    state.stopping = true;
    try {
      expect((await t.agent().get('/api/health/ready').expect(503)).body).toEqual({ status: 'not ready', reason: 'stopping' });
      await t.agent().get('/api/health').expect(200);
    } finally {
      state.stopping = false;
    }
  });

  it('answers readiness 503 while a migration of this release is not applied', async () => {
    const [last] = await t.sql<{ name: string }>('select name from platform.mikro_orm_migrations order by id desc limit 1');
    await t.sql('delete from platform.mikro_orm_migrations where name = $1', [last.name]);
    try {
      expect((await t.agent().get('/api/health/ready').expect(503)).body).toEqual({ status: 'not ready', reason: '1 migration(s) not applied' });
    } finally {
      await t.sql('insert into platform.mikro_orm_migrations (name, executed_at) values ($1, now())', [last.name]);
    }
  });
});

describeWithDatabase('HTTP delivery in production: no OpenAPI document unless enabled', 'starts the app with API_DOCS off', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ apiDocs: false }); });
  afterAll(() => t?.close());

  it('answers 404 for the docs page and the document', async () => {
    await t.agent().get('/api/docs/openapi.json').expect(404);
    await t.agent().get('/api/docs').expect(404);
  });
});
