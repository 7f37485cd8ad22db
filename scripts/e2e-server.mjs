// The app for the Playwright journeys (and CI's contract run against a server): built, on a fresh
// embedded database of its own in E2E_DATA_DIR (.data/e2e unless set), deleted at each start, so
// never a developer's DATA_DIR.
import { execSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
rmSync(resolve(root, process.env.DATA_DIR), { recursive: true, force: true });
// E2E_SKIP_BUILD=1: the workspaces were built moments ago by this run (.ci/run's contract-server step).
if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build --workspaces --if-present', { cwd: root, stdio: 'inherit' });
process.env.EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? '54340';
process.env.SETTLEMENT_DELAY_SECONDS = process.env.SETTLEMENT_DELAY_SECONDS ?? '0';
// argon2 at the test cost: the journeys sign in and set up security answers many times (docs/decisions/test-hash-cost.md).
process.env.HASH_COST = process.env.HASH_COST ?? 'test';
// A MailDev of its own on free ports; the journeys read its inbox over its REST API (MAILDEV_WEB_PORT,
// also written to <DATA_DIR>/maildev.json for a test runner that did not start this server).
const { startMailDev } = await import('./maildev.mjs');
const { freePort } = await import('../backend/test/support/free-port.js');
const maildev = await startMailDev({
  smtpPort: Number(process.env.MAILDEV_SMTP_PORT ?? await freePort()),
  webPort: Number(process.env.MAILDEV_WEB_PORT ?? await freePort()),
  mailDirectory: resolve(root, process.env.DATA_DIR, 'maildev'),
});
process.env.MAILDEV_SMTP_PORT = String(maildev.smtpPort);
process.env.MAILDEV_INBOX_URL = maildev.inbox;
writeFileSync(resolve(root, process.env.DATA_DIR, 'maildev.json'), JSON.stringify({ smtpPort: maildev.smtpPort, webPort: maildev.webPort, inbox: maildev.inbox }));
await import('../backend/dist/src/main.js');
