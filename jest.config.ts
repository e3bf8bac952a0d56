import type { Config } from 'jest';

/** The whole suite (`npm test`): pure rules, the server against a real database, the clients in jsdom. */
const config: Config = {
  // Global options (jest ignores them in a project's own config): the server's integration tests
  // start a real server and database per file; two workers fit the 2-core machines.
  testTimeout: 60_000,
  maxWorkers: 2,
  projects: [
    '<rootDir>/schema/jest.config.ts',
    '<rootDir>/server/jest.config.ts',
    '<rootDir>/clients/ui/jest.config.ts',
    '<rootDir>/clients/organizer/jest.config.ts',
    '<rootDir>/clients/portal/jest.config.ts',
    '<rootDir>/clients/manager/jest.config.ts',
    '<rootDir>/clients/public/jest.config.ts',
  ],
};

export default config;
