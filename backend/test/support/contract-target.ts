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
