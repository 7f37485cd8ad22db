// Measures the JavaScript a signed-out visitor downloads for the landing page: the entry chunk,
// the landing route's lazy chunk and every chunk they import statically, gzipped. Fails (exit 1)
// above the budget of DESIGN 7 ("the public landing page stays light"). Needs a built frontend.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// kB = 1000 bytes, as Vite's build report counts them.
const BUDGET_KB = 250;
const LANDING_SOURCE = 'src/features/landing/pages/landing-page.tsx';

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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
if (!manifest[LANDING_SOURCE]) throw new Error(`The manifest has no chunk for ${LANDING_SOURCE}.`);

// Walk static imports only: dynamic imports are other routes, fetched when visited.
const keys = new Set();
const visit = (key) => {
  if (keys.has(key)) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(LANDING_SOURCE);

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
console.log(`budget: ${BUDGET_KB} kB gzipped (entry + landing route + their static imports)`);

if (totalGzip > BUDGET_KB * 1000) {
  console.error(`Over budget by ${kb(totalGzip - BUDGET_KB * 1000)} kB.`);
  process.exit(1);
}
console.log(`Within budget: ${kb(BUDGET_KB * 1000 - totalGzip)} kB to spare.`);
