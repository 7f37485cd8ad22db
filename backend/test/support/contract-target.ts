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
  else describe(name, () => declaringLocalOnly(fn));
}

/**
 * One test of a suite that otherwise runs anywhere, which needs the app's insides or would trip a
 * server-wide limit (the per-IP sign-in throttle). Against a server it is skipped, the reason in its name.
 */
export function itLocally(name: string, why: string, fn: () => Promise<unknown>, timeout?: number): void {
  if (runsAgainstServer) it.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}]`, fn);
  else declaringLocalOnly(() => it(name, fn, timeout));
}

/**
 * CONTRACT_TESTS=local-only: CI's npm-test, after its contract-server step ran these suites against
 * a server. In process only what a server run skips runs, so each contract test runs once per CI
 * run: plain `it` and `test` skip their test outside describeWithDatabase and itLocally (a describe
 * whose tests are all skipped runs no hooks either). CI leaves out a suite that ran whole there.
 */
const localOnlyRun = !runsAgainstServer && process.env.CONTRACT_TESTS === 'local-only';
let localOnlyDepth = 0;

function declaringLocalOnly(declare: () => void): void {
  localOnlyDepth += 1;
  try {
    declare();
  } finally {
    localOnlyDepth -= 1;
  }
}

/** For test/support/local-only-run.ts: in a local-only run, `it` and `test` skip the tests a server runs. */
export function leaveOutWhatRanOnTheServer(): void {
  if (!localOnlyRun) return;
  const jestIt = globalThis.it;
  const declareIfLocalOnly = Object.assign(
    (...args: Parameters<typeof jestIt>) => (localOnlyDepth > 0 ? jestIt : jestIt.skip)(...args),
    jestIt,
    { each: ((...table: Parameters<typeof jestIt.each>) => (localOnlyDepth > 0 ? jestIt.each : jestIt.skip.each)(...table)) as typeof jestIt.each },
  );
  globalThis.it = declareIfLocalOnly;
  globalThis.test = declareIfLocalOnly;
}
