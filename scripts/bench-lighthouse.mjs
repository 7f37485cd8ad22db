// `npm run bench:lighthouse [URL]`: Lighthouse in mobile mode (its defaults: a mid-range phone,
// simulated slow 4G and a 4x slower CPU) on the landing page, and signed in as DEMO001 on
// /dashboard and /transfer. Each page three times (BENCH_RUNS); prints each run and the median.
// Without a URL it starts the app itself (scripts/e2e-server.mjs: built, demo bank, free ports).
// Targets (issue 25): landing performance >= 90, /dashboard and /transfer >= 80, accessibility 100.
// Chromium: /usr/bin/chromium (Debian's; CHROME_PATH to use another). BENCH_REPORT_DIR=<dir> also
// writes each run's full report there (JSON: its diagnostics, long tasks, request chains).
// The signed-in pages are measured as a returning customer sees them: cold cache, tutorials done.
// BENCH_VIA_PROXY=1 measures the pages through the production proxy (docker/Caddyfile on a free
// port: TLS and HTTP/2, as a phone reaches the deployed bank) instead of straight from the app over
// HTTP/1.1, where a browser opens at most six connections and the page's 40-odd requests queue.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core'; // the driver Lighthouse itself uses (same version), to prepare the browser between runs
import { caddyInFrontOf, cookiesOf, freePort, waitFor } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_REPORT_DIR && resolve(process.env.BENCH_REPORT_DIR);
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const ALL_PAGES = [
  { path: '/', signedIn: false, target: 90 },
  { path: '/dashboard', signedIn: true, target: 80 },
  { path: '/transfer', signedIn: true, target: 80 },
];
// BENCH_PAGES=/dashboard,/transfer: only those pages (a quick loop on the ones being worked on).
const PAGES = process.env.BENCH_PAGES ? ALL_PAGES.filter(({ path }) => process.env.BENCH_PAGES.split(',').includes(path)) : ALL_PAGES;

let server;
let base = process.argv[2]?.replace(/\/+$/, '');
if (!base) {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  console.log(`starting the app on ${base} (scripts/e2e-server.mjs)...`);
  server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), E2E_DATA_DIR: '.data/lighthouse', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/api/health`);
}

const VIA_PROXY = process.env.BENCH_VIA_PROXY === '1';
const proxy = VIA_PROXY ? await startProxy(base) : null;
/** Where the browser opens the pages: the app itself, or the proxy in front of it. */
const pagesBase = proxy?.origin ?? base;

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // Caddy's local certificate authority is not in this browser's trust store.
    ...(VIA_PROXY ? ['--ignore-certificate-errors'] : []),
  ],
});

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

try {
  const cookie = await signIn('DEMO001', 'Demo!2026');
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      if (page.signedIn) await prepareReturningCustomer();
      const result = await lighthouse(`${pagesBase}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // A signed-in visitor's browser sends the session cookie, and keeps what prepareReturningCustomer left.
        ...(page.signedIn && { extraHeaders: { Cookie: cookie }, disableStorageReset: true }),
      });
      const { categories, audits } = result.lhr;
      if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${page.path.replace(/\W+/g, '') || 'landing'}-${run}.json`), result.report);
      const r = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcp: audits['first-contentful-paint'].numericValue ?? NaN,
        lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
        tbt: audits['total-blocking-time'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        requests: audits['network-requests'].details?.items?.length ?? 0,
        scripts: (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script').length,
        kb: (audits['total-byte-weight'].numericValue ?? NaN) / 1000,
        problem: result.lhr.runtimeError?.message ?? result.lhr.runWarnings?.[0],
        finalUrl: result.lhr.finalDisplayedUrl,
      };
      runs.push(r);
      console.log(`${page.path.padEnd(10)} run ${run}: performance ${r.performance}, accessibility ${r.accessibility}, FCP ${s(r.fcp)}, LCP ${s(r.lcp)}, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, ${r.requests} requests (${r.scripts} scripts), ${r.kb.toFixed(0)} kB${r.finalUrl.endsWith(page.path) ? '' : ` [landed on ${r.finalUrl}]`}${r.problem ? ` (${r.problem})` : ''}`);
    }
    rows.push({ page, median: medianRun(runs) });
  }

  console.log(`\nmedian of ${RUNS} (mobile, simulated throttling${VIA_PROXY ? ', through the TLS proxy, HTTP/2' : ', straight from the app, HTTP/1.1'}):`);
  console.log('page        performance  accessibility  FCP     LCP     TBT      CLS    requests  kB');
  let met = true;
  for (const { page, median: m } of rows) {
    const ok = m.performance >= page.target && m.accessibility === 100;
    met &&= ok;
    console.log(`${page.path.padEnd(12)}${String(m.performance).padStart(11)}${String(m.accessibility).padStart(15)}  ${s(m.fcp).padEnd(8)}${s(m.lcp).padEnd(8)}${`${Math.round(m.tbt)} ms`.padEnd(9)}${m.cls.toFixed(3).padEnd(7)}${String(m.requests).padStart(8)}  ${m.kb.toFixed(0)}   ${ok ? 'met' : `target: performance >= ${page.target}, accessibility 100`}`);
  }
  console.log(met ? '\nevery target met' : '\nnot every target met');
} finally {
  await browser.disconnect();
  await chrome.kill();
  proxy?.stop();
  server?.kill('SIGTERM');
}

/**
 * A returning customer's browser, for a signed-in run: an empty HTTP cache and no storage of the
 * app's (what Lighthouse's own reset leaves), but its tutorials done (SPEC 3: localStorage
 * 'completed-tutorials', the ids of e2e/tests/support.ts skipTutorials). Left to Lighthouse's reset,
 * every run was a first visit, where a tutorial opens 1.5 s after the page paints and its dialog
 * became the largest paint, timed by that timer instead of by the page.
 */
async function prepareReturningCustomer() {
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: pagesBase, storageTypes: 'all' });
  await tab.goto(`${pagesBase}/favicon.svg`); // the pages' origin, without loading the app
  await tab.evaluate((ids) => localStorage.setItem('completed-tutorials', JSON.stringify(ids)), ['first-transfer', 'international-transfer', 'security-setup', 'notification-center']);
  await tab.close();
}

/**
 * Caddy with the production proxy's own file (docker/Caddyfile, as `npm run smoke:production`
 * runs it) on free ports in front of the app, with a certificate of its local authority.
 */
async function startProxy(upstream) {
  const proxy = await caddyInFrontOf(new URL(upstream).host, join(root, '.data/lighthouse-caddy'));
  const caddy = spawn('caddy', proxy.args, { env: proxy.env, stdio: 'ignore' });
  for (let attempt = 0; !(await answers(`${proxy.origin}/api/health`)); attempt++) {
    if (attempt === 60) throw new Error(`the proxy did not answer on ${proxy.origin} (is Debian's caddy installed?)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`measuring through the TLS proxy on ${proxy.origin} (docker/Caddyfile, HTTP/2)`);
  return { origin: proxy.origin, stop: () => caddy.kill('SIGTERM') };
}

function answers(url) {
  return new Promise((resolve) => {
    https.get(url, { rejectUnauthorized: false }, (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
  });
}

/** The run with the median performance score (its other figures kept together with it). */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

function s(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function signIn(customerId, password) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId, password }) });
  if (!res.ok) throw new Error(`sign-in as ${customerId} answered ${res.status}`);
  return cookiesOf(res);
}
