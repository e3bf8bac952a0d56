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
  testTimeout: 60_000,
  // Each file opens its own database (PGlite ~3 s): two at a time fits the 2-core machines.
  maxWorkers: 2,
};

export default config;
