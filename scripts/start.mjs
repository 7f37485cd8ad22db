// `npm start`: builds whatever is out of date, then serves API and client on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  if (!statSync(dir).isDirectory()) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const builtAt = (dir) => (existsSync(dir) ? statSync(dir).mtimeMs : 0);

const steps = [
  { workspace: 'contracts', sources: ['contracts/src'], output: 'contracts/dist' },
  { workspace: 'backend', sources: ['backend/src', 'backend/migrations', 'contracts/src'], output: 'backend/dist' },
  { workspace: 'frontend', sources: ['frontend/src', 'frontend/index.html', 'contracts/src'], output: 'frontend/dist' },
];
for (const { workspace, sources, output } of steps) {
  if (Math.max(...sources.map(newest)) < builtAt(output)) continue;
  console.log(`Building ${workspace}...`);
  execSync(`npm run build --workspace ${workspace}`, { stdio: 'inherit' });
  execSync(`touch ${output}`);
}
// Development without SMTP_URL: MailDev receives every message the app sends (docs/decisions/email.md).
if (process.env.NODE_ENV !== 'production' && !process.env.SMTP_URL) {
  const { startMailDev } = await import('./maildev.mjs');
  const maildev = await startMailDev({
    smtpPort: Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
    webPort: Number(process.env.MAILDEV_WEB_PORT ?? 1080),
    mailDirectory: join(process.env.DATA_DIR ?? '.data', 'maildev'),
  });
  process.env.MAILDEV_SMTP_PORT = String(maildev.smtpPort);
  process.env.MAILDEV_INBOX_URL = maildev.inbox;
}
await import('../backend/dist/src/main.js');
