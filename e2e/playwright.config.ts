import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
/**
 * Debian's headless shell (Chromium without its window and browser UI: a sixth less CPU per run
 * than the full browser), else Debian's Chromium, else Playwright's own. E2E_CHROMIUM picks
 * another, e.g. /usr/bin/chromium for `--headed` (the shell has no window).
 */
const chromium = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Journeys in real Chromium against the built app on a fresh embedded database of its own
 * (`.data/e2e`), so they never touch the development data. Set E2E_BASE_URL to run against
 * an app that is already up. How a journey signs in and whom it may change: tests/support.ts.
 *
 * Projects: `sessions` signs the demo users in once (auth.setup.ts); `chromium` runs every
 * journey on three workers, each file on one worker; `bank-wide` runs last and alone, as the
 * teardown of `sessions` (journeys that change a setting every session feels). No retries: a
 * journey that failed once has failed. JUNIT_DIR (set by .ci/run) adds a JUnit file.
 */
export default defineConfig({
  testDir: './tests',
  // Three workers share two cores with the app, PostgreSQL and three browsers: a page that takes 2 s
  // alone can take 15 when all of them are busy. Nothing here times the app (benchmarks do).
  // A third worker fills the time the cores wait on a journey's round trips: a sixth less time on a
  // slower machine, no difference on a fast one (docs/decisions/e2e-browser-cost.md).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.JUNIT_DIR ? [['junit', { outputFile: resolve(process.env.JUNIT_DIR, 'e2e.xml') }] as const] : []),
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every journey cost a third of the browsers' CPU; when chasing a
    // failure, `npm run test:e2e -- --trace retain-on-failure` (CI: CI_E2E_ARGS) records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The system setting the app honours (no antd motion, no CSS transitions): a click into a
    // dialog still zooming in was lost, and axe read fading text as low contrast, now and then in
    // CI. One journey keeps the usual motion (accessibility.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'sessions', testMatch: /auth\.setup\.ts$/, teardown: 'bank-wide' },
    { name: 'chromium', use: desktop, dependencies: ['sessions'], testIgnore: /bank-wide\// },
    { name: 'bank-wide', use: desktop, testMatch: /bank-wide\/.*\.spec\.ts$/ },
  ],
  webServer: process.env.E2E_BASE_URL ? undefined : {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
  },
});
