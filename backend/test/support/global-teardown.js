import { rmSync } from 'node:fs';
import { adminQuery } from './global-setup.js';

export default async function globalTeardown() {
  if (process.env.BANK_OPENAPI_DOCUMENT) rmSync(process.env.BANK_OPENAPI_DOCUMENT, { force: true });
  if (process.env.CONTRACT_BASE_URL) return;
  const serverUrl = process.env.BANK_TEST_SERVER_URL;
  if (serverUrl) {
    const template = process.env.BANK_TEST_TEMPLATE_DB;
    // The migrated template, and the demo bank's made from it (test-database.ts filledTemplate).
    for (const name of [template, `${template}_demo`]) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    const roles = JSON.parse(process.env.BANK_TEST_ROLES ?? 'null');
    if (roles) for (const role of [roles.app, roles.owner]) await adminQuery(serverUrl, `drop role if exists ${role.name}`).catch(() => {});
  }
  await globalThis.__bankTestDb?.stop();
  await globalThis.__bankTestMailDev?.stop();
}
