import { adminQuery } from './global-setup.js';

export default async function globalTeardown() {
  const serverUrl = process.env.BANK_TEST_SERVER_URL;
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${process.env.BANK_TEST_TEMPLATE_DB} with (force)`).catch(() => {});
  await globalThis.__bankTestDb?.stop();
}
