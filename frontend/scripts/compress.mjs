// After the build: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/ above
// 1 KB, so the server sends them as they are (backend/src/shared/http/client-files.ts) instead
// of compressing on every request. Best compression: it is paid once, at build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is read by tools, not browsers
    const path = join(dir, entry.name);
    if (entry.isDirectory()) { walk(path); continue; }
    if (!TEXT.has(extname(entry.name)) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
    before += bytes.length;
    after += br.length;
  }
};
walk(dist);
console.log(`compressed ${files} files: ${(before / 1000).toFixed(0)} kB, ${(after / 1000).toFixed(0)} kB as brotli`);
