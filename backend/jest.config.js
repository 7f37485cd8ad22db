// Unit specs live beside the code (src/**/*.spec.ts); contract suites in test/<context>/.
// Every suite that needs PostgreSQL gets its own fresh database (see test/support/).
const swc = JSON.parse((await import('node:fs')).readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] },
  moduleNameMapper: {
    '^@bank/contracts/(.*)$': '<rootDir>/../contracts/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 2,
};
