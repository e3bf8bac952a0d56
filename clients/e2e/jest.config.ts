import type { Config } from 'jest';

/** Browser tests against a running Benevo (E2E_BASE_URL, default http://localhost:4000). */
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testTimeout: 120_000,
  // The longest files first (two workers, see package.json).
  testSequencer: '<rootDir>/slow-first.cjs',
};

export default config;
