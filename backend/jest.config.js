// Unit specs live beside the code (src/**/*.spec.ts); in test/<context>/ the contract suites
// (*.contract.spec.ts: the app through HTTP, also against a deployed server) and the database
// specs (*.db.spec.ts: repositories, the transfer statement, jobs and the outbox reached in
// process, never through HTTP). Every suite that needs PostgreSQL gets its own fresh database
// (see test/support/).
const swc = JSON.parse((await import('node:fs')).readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

export default {
  testEnvironment: 'node',
  // `npm run test:contract`: the contract suites only (in config, so paths given after it still filter).
  roots: process.env.BANK_CONTRACT_SUITES_ONLY ? ['<rootDir>/test'] : ['<rootDir>/src', '<rootDir>/test'],
  testMatch: process.env.BANK_CONTRACT_SUITES_ONLY ? ['**/*.contract.spec.ts'] : ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] },
  moduleNameMapper: {
    '^@bank/contracts/(.*)$': '<rootDir>/../contracts/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  // Every JSON answer a suite receives is checked against the OpenAPI document (openapi-answers.ts).
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-answers.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  // Against a deployed server, list every test, so each skipped suite shows why it was skipped.
  verbose: !!process.env.CONTRACT_BASE_URL,
  // JUNIT_DIR (set by .ci/run): a JUnit file there too, named by JEST_JUNIT_OUTPUT_NAME; a suite
  // that fails to load is a failed testcase in it.
  reporters: process.env.JUNIT_DIR
    ? ['default', ['jest-junit', {
      outputDirectory: process.env.JUNIT_DIR, outputName: process.env.JEST_JUNIT_OUTPUT_NAME ?? 'backend.xml', reportTestSuiteErrors: true,
      suiteName: 'backend',
    }]]
    : ['default'],
};
