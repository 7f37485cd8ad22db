/**
 * Where the contract suites run. Unset: each suite starts the app in process on a database of its
 * own. Set (`CONTRACT_BASE_URL=https://… npm run test:contract`): suites that arrange their data
 * through the API talk to that server; tests that need the app's insides are skipped there, and
 * those that need only its database run when CONTRACT_DATABASE_URL names it.
 * See docs/decisions/contract-suites-against-a-server.md.
 */
export const CONTRACT_BASE_URL: string | undefined = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;

export const runsAgainstServer = CONTRACT_BASE_URL !== undefined;

/**
 * The database behind CONTRACT_BASE_URL's server, when QA may read it (a staging server's, the CI
 * server's): the tests declared with itCheckingDatabase then run against that server too.
 */
export const CONTRACT_DATABASE_URL: string | undefined = process.env.CONTRACT_DATABASE_URL || undefined;

/** jest's own `it`, before CONTRACT_LOCAL_ONLY (below) puts a narrower one in its place. */
const anyTest = globalThis.it;
/** How deep the suite being declared is inside blocks that run whole in process (describeWithDatabase, describeInOrder). */
let wholeInProcessDepth = 0;
const declaredWhole = (fn: () => void) => () => {
  wholeInProcessDepth++;
  try { fn(); } finally { wholeInProcessDepth--; }
};

/**
 * CONTRACT_LOCAL_ONLY=1, in process (CI's npm-test, beside its contract-server step, which ran
 * every other test of these suites against a server): a contract suite runs only its local-only
 * tests, those of itLocally and inside describeWithDatabase or describeInOrder; a plain `it` is
 * skipped, so no test runs twice in one CI run. (Declared as skipped, not left out: jest refuses
 * a describe block with hooks and no tests.)
 */
if (process.env.CONTRACT_LOCAL_ONLY === '1' && !runsAgainstServer && (expect.getState().testPath ?? '').endsWith('.contract.spec.ts')) {
  const ranAgainstServer = (name: string) => `${name} [ran against the server in CI's contract-server step]`;
  const plainTest = (name: string, fn?: jest.ProvidesCallback, timeout?: number) => {
    if (wholeInProcessDepth > 0) anyTest(name, fn, timeout);
    else anyTest.skip(ranAgainstServer(name), fn);
  };
  const plainEach = (table: readonly unknown[]) => (name: string, fn: (...args: unknown[]) => unknown, timeout?: number) => {
    if (wholeInProcessDepth > 0) anyTest.each(table)(name, fn, timeout);
    else anyTest.skip.each(table)(ranAgainstServer(name), fn);
  };
  globalThis.it = Object.assign(plainTest, anyTest, { each: plainEach }) as unknown as jest.It;
}

/**
 * A suite that arranges or checks something the API cannot (fresh customers, SQL, jobs, the
 * app's own configuration). Against a deployed server it is skipped, the reason in its name.
 */
export function describeWithDatabase(name: string, why: string, fn: () => void): void {
  if (runsAgainstServer) describe.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}]`, fn);
  else describe(name, declaredWhole(fn));
}

/**
 * A suite whose local-only tests check what its other tests did (the card they issued, the
 * applicant they approved): run in process, it runs whole even under CONTRACT_LOCAL_ONLY.
 */
export function describeInOrder(name: string, fn: () => void): void {
  describe(name, declaredWhole(fn));
}

/**
 * One test of a suite that otherwise runs anywhere, which needs the app's insides or would trip a
 * server-wide limit (the per-IP sign-in throttle). Against a server it is skipped, the reason in its name.
 */
export function itLocally(name: string, why: string, fn: () => Promise<unknown>, timeout?: number): void {
  if (runsAgainstServer) anyTest.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}]`, fn);
  else anyTest(name, fn, timeout);
}

/**
 * A test that does its work through the API and checks, or arranges, what only the database shows
 * (a stored hash, an outbox row, a row aged in SQL, a job run by hand), on rows of its own making.
 * Locally it uses the suite's own database; against a server, the server's, when
 * CONTRACT_DATABASE_URL names it; else it is skipped, the reason in its name. Through
 * `bank.database`, never `bank.local`. `spendsIpAllowance`: why it also spends per-IP allowance
 * (as itSpendingIpAllowance).
 */
export function itCheckingDatabase(name: string, why: string, fn: () => Promise<unknown>, { timeout, spendsIpAllowance }: { timeout?: number; spendsIpAllowance?: string } = {}): void {
  if (runsAgainstServer && !CONTRACT_DATABASE_URL) {
    anyTest.skip(`${name} [skipped against ${CONTRACT_BASE_URL}: ${why}; runs when CONTRACT_DATABASE_URL names the server's database]`, fn);
  } else if (spendsIpAllowance) itSpendingIpAllowance(name, spendsIpAllowance, fn, timeout);
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
