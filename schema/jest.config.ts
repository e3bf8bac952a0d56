import type { Config } from 'jest';

const config: Config = {
  displayName: 'schema',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }] },
};

export default config;
