// The app for the Playwright journeys: built, on a fresh embedded database in .data/e2e.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/.data/e2e`, { recursive: true, force: true });
execSync('npm run build --workspaces --if-present', { cwd: root, stdio: 'inherit' });
process.env.DATA_DIR = '.data/e2e';
process.env.EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? '54340';
process.env.SETTLEMENT_DELAY_SECONDS = process.env.SETTLEMENT_DELAY_SECONDS ?? '0';
await import('../backend/dist/src/main.js');
