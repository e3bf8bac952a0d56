import type { Config } from 'jest';

const config: Config = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  moduleNameMapper: { '^@benevo/schema$': '<rootDir>/../schema/src/index.ts' },
  // Applies when this project runs alone (`jest -c server/jest.config.ts`); the root config sets it for npm test.
  testTimeout: 60_000,
};

export default config;
