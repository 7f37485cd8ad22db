// Measures the JavaScript a signed-out visitor downloads for the landing page: landing.html's
// entry (the pre-rendered page, hydrated without the app) and every chunk it imports statically,
// gzipped. Fails (exit 1) above the budget of DESIGN 7 ("the public landing page stays light").
// Needs a built frontend.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// kB = 1000 bytes, as Vite's build report counts them.
const BUDGET_KB = 250;
const LANDING_ENTRY = 'landing.html';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'frontend', 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`Cannot read frontend/dist/.vite/manifest.json (${error.code ?? error.message}).`);
  console.error('Build the client first: npm run build --workspace frontend');
  process.exit(1);
}

if (!manifest[LANDING_ENTRY]?.isEntry) throw new Error(`The manifest has no entry for ${LANDING_ENTRY}.`);

// Walk static imports only: dynamic imports are other routes, fetched when visited.
const keys = new Set();
const visit = (key) => {
  if (keys.has(key)) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(LANDING_ENTRY);

const rows = [...keys]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .filter(({ file }) => file.endsWith('.js'))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1000).toFixed(2);
const width = Math.max(...rows.map(({ file }) => file.length), 'total'.length);
console.log(`${'chunk'.padEnd(width)}  ${'raw kB'.padStart(9)}  ${'gzip kB'.padStart(9)}`);
for (const { file, raw, gzip } of rows) {
  console.log(`${file.padEnd(width)}  ${kb(raw).padStart(9)}  ${kb(gzip).padStart(9)}`);
}
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${'total'.padEnd(width)}  ${kb(totalRaw).padStart(9)}  ${kb(totalGzip).padStart(9)}`);
console.log(`budget: ${BUDGET_KB} kB gzipped (the landing page's entry and its static imports)`);

if (totalGzip > BUDGET_KB * 1000) {
  console.error(`Over budget by ${kb(totalGzip - BUDGET_KB * 1000)} kB.`);
  process.exit(1);
}
console.log(`Within budget: ${kb(BUDGET_KB * 1000 - totalGzip)} kB to spare.`);
