import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The client's logic (money, form rules, tutorial targeting) in Node: no browser, no React
// rendering; the screens themselves are Playwright's. JUNIT_DIR (set by .ci/run) adds a JUnit file.
const junitDir = process.env.JUNIT_DIR;

export default defineConfig({
  resolve: { alias: { '@bank/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) } },
  test: {
    include: ['src/**/*.spec.ts', 'scripts/**/*.spec.ts'],
    environment: 'node',
    reporters: junitDir ? ['default', ['junit', { outputFile: resolve(junitDir, 'client.xml'), suiteName: 'client' }]] : ['default'],
  },
});
