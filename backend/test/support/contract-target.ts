/**
 * Where the contract suites run. Unset: each suite starts the app in process on a database of its
 * own. Set (`CONTRACT_BASE_URL=https://… npm run test:contract`): suites that arrange their data
 * through the API talk to that server; suites that need the database are skipped there.
 * See docs/decisions/contract-suites-against-a-server.md.
 */
export const CONTRACT_BASE_URL: string | undefined = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;

export const runsAgainstServer = CONTRACT_BASE_URL !== undefined;

/**
 * A suite that arranges or checks something the API cannot (fresh customers, SQL, jobs, the
 * app's own configuration). Against a deployed server it is skipped, the reason in its name.
 */
export function describeWithDatabase(name: string, why: string, fn: () => void): void {
  if (runsAgainstServer) describe.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}]`, fn);
  else describe(name, fn);
}

/**
 * One test of a suite that otherwise runs anywhere, which needs the app's insides or would trip a
 * server-wide limit (the per-IP sign-in throttle). Against a server it is skipped, the reason in its name.
 */
export function itLocally(name: string, why: string, fn: () => Promise<unknown>, timeout?: number): void {
  if (runsAgainstServer) it.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}]`, fn);
  else it(name, fn, timeout);
}

/**
 * The IP_LIMIT_FACTOR the server under test was started with (CONTRACT_IP_LIMIT_FACTOR; 1 unless
 * set): a QA server multiplies its per-IP allowances by it (docs/testing.md).
 */
export const CONTRACT_IP_LIMIT_FACTOR = Number(process.env.CONTRACT_IP_LIMIT_FACTOR ?? '1');
/** The factor from which a run's spending of per-IP allowances leaves room for the other runs of the hour. */
const ROOMY_IP_LIMIT_FACTOR = 20;

/**
 * A test that spends per-IP allowance without reaching it (wrong passwords, codes or links, reset
 * requests, applications, upload URLs): a server shares each allowance among every run from this
 * machine, so it runs against a server only when that server multiplies its per-IP allowances by
 * 20 or more (CONTRACT_IP_LIMIT_FACTOR says by how much); else it is skipped, the reason in its name.
 * A test that reaches a per-IP limit stays itLocally: reaching it would block the rest of the run.
 */
export function itSpendingIpAllowance(name: string, why: string, fn: () => Promise<unknown>, timeout?: number): void {
  if (runsAgainstServer && CONTRACT_IP_LIMIT_FACTOR < ROOMY_IP_LIMIT_FACTOR) {
    it.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}; runs against a server started with IP_LIMIT_FACTOR=100 and CONTRACT_IP_LIMIT_FACTOR=100]`, fn);
  } else it(name, fn, timeout);
}
