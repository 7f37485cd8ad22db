// MailDev, the development inbox (docs/decisions/email.md): an SMTP server the app sends to when
// SMTP_URL is unset, and a web inbox with a REST API (GET /api/email) that tests read. Used by
// `npm start`, the e2e server and the jest global setup, each on ports of its own.
import { mkdirSync } from 'node:fs';
import { MailDev } from 'maildev';

/** Starts MailDev on 127.0.0.1 and returns its ports, the inbox's address and `stop`. */
export async function startMailDev({ smtpPort, webPort, mailDirectory }) {
  mkdirSync(mailDirectory, { recursive: true });
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory, silent: true });
  await maildev.start();
  return { smtpPort, webPort, inbox: `http://localhost:${webPort}`, stop: () => maildev.stop() };
}
